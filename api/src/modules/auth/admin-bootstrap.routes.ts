import { ZAdminBootstrapRequest, ZAdminBootstrapStatus } from '@propdesk/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuthRateLimits } from '../../config/app-config.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { bootstrapFirstAdmin, canCreateFirstAdmin } from './admin-bootstrap.service.ts';
import { clientInfoOf } from './client-info.ts';
import { strictRateLimit } from './strict-rate-limit.ts';

/** Not in the shared contracts: the UI shows the seed's "Admin account created successfully!". */
export const ZAdminBootstrapAnswer = z.object({ status: z.literal('created') });

export type TAdminBootstrapRoutesOptions = { rateLimits: TAuthRateLimits };

/**
 * `/admin/auth` offers "create first admin account" only while no admin exists. Both routes are public
 * by necessity (nobody can sign in yet); the service makes creation possible exactly once.
 */
export const adminBootstrapRoutes: FastifyPluginAsyncZod<TAdminBootstrapRoutesOptions> = async (
  app,
  { rateLimits },
) => {
  app.get(
    '/auth/admin-bootstrap',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Whether the first admin account can still be created',
        response: { 200: ZAdminBootstrapStatus, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const canCreate = await canCreateFirstAdmin(request.em);
      return reply.header('cache-control', NO_STORE).send({ canCreateFirstAdmin: canCreate });
    },
  );

  app.post(
    '/auth/admin-bootstrap',
    {
      config: { access: 'public', rateLimit: strictRateLimit(rateLimits.adminBootstrap) },
      schema: {
        tags: ['auth'],
        summary: 'Create the first admin account (verified); refused with 403 once any admin exists',
        body: ZAdminBootstrapRequest,
        response: { 201: ZAdminBootstrapAnswer, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      await bootstrapFirstAdmin({ em: request.em, input: request.body, client: clientInfoOf(request) });
      return reply.code(201).send({ status: 'created' });
    },
  );
};
