import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHORT_PUBLIC_CACHE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { ZGetPublicOrganizationParams, ZGetPublicOrganizationResponse } from './organization.schemas.ts';
import { findPublicOrganization } from './organization.service.ts';

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/organizations/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['organizations'],
        summary: "An active organization's public branding (name, slug, theme)",
        params: ZGetPublicOrganizationParams,
        response: { 200: ZGetPublicOrganizationResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const organization = await findPublicOrganization({ em: request.em, slug: request.params.slug });
      return reply.header('cache-control', SHORT_PUBLIC_CACHE).send(organization);
    },
  );
};
