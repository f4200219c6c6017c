import {
  ZOrganizationProfile,
  ZOrganizationProfileInput,
  ZOrganizationProfileParams,
} from '@propdesk/shared/contracts';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { clientInfoOf } from '../audit/index.ts';
import { readOrganizationProfile, updateOrganizationProfile } from './organization-profile.service.ts';

/**
 * The organization's profile: its name and the public contact details its pages show. Every staff member
 * reads it; changing it needs organization.update. Platform admins do both in any organization.
 */
export const organizationProfileRoutes = routePlugin('organization-profile-routes', async (app) => {
  app.get(
    '/organizations/:organizationId/profile',
    {
      config: { access: { staff: 'staff' } },
      schema: {
        tags: ['organizations'],
        summary: "The organization's profile: names, registered address, support contacts and hours",
        params: ZOrganizationProfileParams,
        response: { 200: ZOrganizationProfile, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const profile = await readOrganizationProfile({
        em: request.em,
        organizationId: request.params.organizationId,
      });
      return reply.header('cache-control', NO_STORE).send(profile);
    },
  );

  app.put(
    '/organizations/:organizationId/profile',
    {
      config: { access: { staff: 'organization.update' } },
      schema: {
        tags: ['organizations'],
        summary: "Replace the organization's profile (organization.update); an empty field clears it",
        params: ZOrganizationProfileParams,
        body: ZOrganizationProfileInput,
        response: { 200: ZOrganizationProfile, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const profile = await updateOrganizationProfile({
        em: request.em,
        actorId: actorOf(request).userId,
        organizationId: request.params.organizationId,
        changes: request.body,
        client: clientInfoOf(request),
      });
      return reply.header('cache-control', NO_STORE).send(profile);
    },
  );
});
