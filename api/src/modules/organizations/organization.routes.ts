import { SHORT_PUBLIC_CACHE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import {
  ZCurrentOrganizationQuery,
  ZGetPublicOrganizationParams,
  ZGetPublicOrganizationResponse,
} from './organization.schemas.ts';
import { ZNoContent } from '../../http/no-content.ts';
import { findPublicOrganization, findPublicOrganizationByHost } from './organization.service.ts';

export type TOrganizationRoutesOptions = {
  /** Where browsers reach the api: the address of an uploaded logo. */
  apiBaseUrl: string;
};

export const organizationRoutes = routePlugin<TOrganizationRoutesOptions>(
  'organization-routes',
  async (app, { apiBaseUrl }) => {
    // Registered before the slug route; a static segment wins over `:slug` anyway, so 'current' can never
    // be an organization's slug that this route hides (ZOrganizationSlug allows it: do not create it).
    app.get(
      '/public/organizations/current',
      {
        config: { access: 'public' },
        schema: {
          tags: ['organizations'],
          summary:
            "The public branding of the organization whose verified custom domain is the page's host " +
            '(the `host` query, for pages served from another origin than the api) or the request Host; ' +
            '204 when the host is no firm’s domain',
          querystring: ZCurrentOrganizationQuery,
          response: { 200: ZGetPublicOrganizationResponse, 204: ZNoContent, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        // `hostname` has no port; behind a trusted proxy it is the forwarded host (TRUST_PROXY).
        const host = request.query.host ?? request.hostname;
        const organization = await findPublicOrganizationByHost({ em: request.em, host, apiBaseUrl });
        // The answer depends on the Host: a shared cache must key it by host (kept next to CORS's Origin).
        const vary = reply.getHeader('vary');
        const varyHost = vary === undefined ? 'Host' : `${String(vary)}, Host`;
        reply.header('cache-control', SHORT_PUBLIC_CACHE).header('vary', varyHost);
        // No firm's domain (the platform's own address, most of the time) is an answer, not an error: a
        // browser logs every 404 of a page as a console error.
        return organization === null ? reply.code(204).send(null) : reply.send(organization);
      },
    );

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
        const organization = await findPublicOrganization({
          em: request.em,
          slug: request.params.slug,
          apiBaseUrl,
        });
        return reply.header('cache-control', SHORT_PUBLIC_CACHE).send(organization);
      },
    );
  },
);
