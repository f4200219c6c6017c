import {
  ZWhiteLabelRequest,
  ZWhiteLabelRequestPage,
  ZWhiteLabelRequestPageQuery,
} from '@propdesk/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TRouteRateLimit } from '../../config/app-config.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { strictRateLimit } from '../auth/strict-rate-limit.ts';
import { WhiteLabelRequest } from './white-label-request.entity.ts';

export type TWhiteLabelRoutesOptions = { rateLimit: TRouteRateLimit };

/** `/white-label-checkout`'s request form (public, limited per address) and the admins' list of requests. */
export const whiteLabelRoutes: FastifyPluginAsyncZod<TWhiteLabelRoutesOptions> = async (
  app,
  { rateLimit },
) => {
  app.post(
    '/public/white-label-requests',
    {
      config: { access: 'public', rateLimit: strictRateLimit(rateLimit) },
      schema: {
        tags: ['white-label'],
        summary: 'A firm asks for its own branded portal; admins see the request',
        body: ZWhiteLabelRequest,
        response: { 201: z.object({ status: z.literal('received') }), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      request.em.create(WhiteLabelRequest, {
        companyName: input.companyName,
        contactName: input.contactName,
        email: input.email.toLowerCase(),
        phone: input.phone ? input.phone : null,
        website: input.website ?? null,
        expectedTraders: input.expectedTraders,
        message: input.message ? input.message : null,
      });
      await request.em.flush();
      return reply.code(201).send({ status: 'received' });
    },
  );

  app.get(
    '/white-label-requests',
    {
      config: { access: { roles: ['admin', 'manager'] } },
      schema: {
        tags: ['white-label'],
        summary: 'White-label requests, newest first (platform admins and managers)',
        querystring: ZWhiteLabelRequestPageQuery,
        response: { 200: ZWhiteLabelRequestPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const [rows, total] = await request.em.findAndCount(
        WhiteLabelRequest,
        {},
        { orderBy: { createdAt: 'desc', id: 'asc' }, limit: pageSize, offset: (page - 1) * pageSize },
      );
      return reply.header('cache-control', NO_STORE).send({
        requests: rows.map((row) => ({
          id: row.id,
          companyName: row.companyName,
          contactName: row.contactName,
          email: row.email,
          phone: row.phone ?? null,
          website: row.website ?? null,
          expectedTraders: row.expectedTraders,
          message: row.message ?? null,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        page,
        pageSize,
      });
    },
  );
};
