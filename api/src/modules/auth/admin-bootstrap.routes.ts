import { ZAdminBootstrapRequest, ZAdminBootstrapStatus } from '@propdesk/shared/contracts';
import { z } from 'zod';
import type { TAuthRateLimits } from '../../config/app-config.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { clientInfoOf } from '../audit/index.ts';
import { bootstrapDisabled, bootstrapFirstAdmin, canCreateFirstAdmin } from './admin-bootstrap.service.ts';
import { strictRateLimit } from './strict-rate-limit.ts';

/** Not in the shared contracts: the UI shows "Admin account created successfully!". */
export const ZAdminBootstrapAnswer = z.object({ status: z.literal('created') });

export type TAdminBootstrapRoutesOptions = {
  rateLimits: TAuthRateLimits;
  /** ADMIN_BOOTSTRAP_TOKEN; null closes the creation route. */
  bootstrapToken: string | null;
};

/**
 * `/admin/auth` offers "create first admin account" only while no admin exists. Both routes are public
 * by necessity (nobody can sign in yet); creation needs the server's bootstrap token, and the service
 * makes it possible exactly once.
 */
export const adminBootstrapRoutes = routePlugin<TAdminBootstrapRoutesOptions>(
  'admin-bootstrap-routes',
  async (app, { rateLimits, bootstrapToken }) => {
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
          summary:
            'Create the first admin account (verified) with the server’s ADMIN_BOOTSTRAP_TOKEN; refused with 403 without a valid token and once any admin exists',
          body: ZAdminBootstrapRequest,
          response: { 201: ZAdminBootstrapAnswer, ...errorResponses(400, 403, 409) },
        },
        // Before the body is validated: with no token configured the route is closed, whatever is sent.
        preValidation: async () => {
          if (bootstrapToken === null) throw bootstrapDisabled();
        },
      },
      async (request, reply) => {
        await bootstrapFirstAdmin({
          em: request.em,
          input: request.body,
          client: clientInfoOf(request),
          bootstrapToken,
        });
        return reply.code(201).send({ status: 'created' });
      },
    );
  },
);
