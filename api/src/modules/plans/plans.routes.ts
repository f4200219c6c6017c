import { ZPublicPlansResponse } from '@propdesk/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHORT_PUBLIC_CACHE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { ZGetPublicOrganizationParams } from '../organizations/organization.schemas.ts';
import { listPublicPrograms } from './public-plans.service.ts';

/** Plans and their rules, public: the landing's funding tabs and the pricing page read them. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/organizations/:slug/plans',
    {
      config: { access: 'public' },
      schema: {
        tags: ['plans'],
        summary: "An active organization's programs: active rules and plans (sizes and fees in cents)",
        params: ZGetPublicOrganizationParams,
        response: { 200: ZPublicPlansResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const programs = await listPublicPrograms({ em: request.em, slug: request.params.slug });
      return reply.header('cache-control', SHORT_PUBLIC_CACHE).send({ programs });
    },
  );
};
