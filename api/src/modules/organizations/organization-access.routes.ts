import type { FastifyReply } from 'fastify';
import { ZEliteLinkRequest, ZEliteLinkResponse } from '@propdesk/shared/contracts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { actorOf } from '../../http/actor.ts';
import { clientInfoOf } from '../audit/index.ts';
import { findProfileOfUser, type TSessionAccessCache } from '../auth/index.ts';
import type { TElitePasses } from '../elite/index.ts';
import { findMyOrganizationStatus, listMyOrganizations } from './my-organizations.service.ts';
import {
  ZCreateOrganizationBody,
  ZMyOrganizationsResponse,
  ZOrganizationDetailsResponse,
  ZOrganizationIdParamsSchema,
  ZOrganizationStatusResponse,
  ZUpdateOrganizationBody,
} from './organization-access.schemas.ts';
import {
  createOrganization,
  findOrganizationDetails,
  updateOrganization,
} from './organization-admin.service.ts';
import { linkProfileToEliteOrganization } from './profile-linking.service.ts';

/** The signed-in user's organizations and the admin's organization management. */
export type TOrganizationAccessRoutesOptions = {
  elitePasses: TElitePasses;
  sessionAccess: Pick<TSessionAccessCache, 'forgetEveryone'>;
  /** Where browsers reach the api: the address of an uploaded logo. */
  apiBaseUrl: string;
};

export const organizationAccessRoutes = routePlugin<TOrganizationAccessRoutesOptions>(
  'organization-access-routes',
  async (app, { elitePasses, sessionAccess, apiBaseUrl }) => {
    // Per-user answers: no shared cache may keep them.
    const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', NO_STORE);

    app.get(
      '/me/organization-status',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['organizations'],
          summary: "The status of the caller's organization, for the status gate",
          response: { 200: ZOrganizationStatusResponse, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        const status = await findMyOrganizationStatus({ em: request.em, userId: actorOf(request).userId });
        return noStore(reply).send({ status });
      },
    );

    app.get(
      '/me/organizations',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['organizations'],
          summary: "The caller's organizations with the caller's role in each",
          response: { 200: ZMyOrganizationsResponse, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        const organizations = await listMyOrganizations({ em: request.em, userId: actorOf(request).userId });
        return noStore(reply).send({ organizations });
      },
    );

    app.post(
      '/me/elite-link',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['organizations'],
          summary: 'Link the caller to the elite organization of an elite link (needs the elite pass)',
          body: ZEliteLinkRequest,
          response: { 200: ZEliteLinkResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        // Do not loosen: only a holder of the elite code may join the elite organization.
        elitePasses.require(request);
        const profile = await findProfileOfUser({ em: request.em, userId: actorOf(request).userId });
        const status = await linkProfileToEliteOrganization({
          em: request.em,
          profile,
          organizationSlug: request.body.organizationSlug,
          elitePackage: request.body.package,
          client: clientInfoOf(request),
        });
        return noStore(reply).send({ status });
      },
    );

    app.post(
      '/organizations',
      {
        config: { access: { roles: ['admin'] } },
        schema: {
          tags: ['organizations'],
          summary: 'Create an organization (platform admins)',
          body: ZCreateOrganizationBody,
          response: { 201: ZOrganizationDetailsResponse, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const organization = await createOrganization({
          apiBaseUrl,
          em: request.em,
          actorId: actorOf(request).userId,
          input: request.body,
          client: clientInfoOf(request),
        });
        return noStore(reply).code(201).send(organization);
      },
    );

    app.patch(
      '/organizations/:id',
      {
        config: { access: { roles: ['admin'] } },
        schema: {
          tags: ['organizations'],
          summary: 'Update an organization (platform admins)',
          params: ZOrganizationIdParamsSchema,
          body: ZUpdateOrganizationBody,
          response: { 200: ZOrganizationDetailsResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const organization = await updateOrganization({
          apiBaseUrl,
          em: request.em,
          actorId: actorOf(request).userId,
          id: request.params.id,
          input: request.body,
          client: clientInfoOf(request),
          sessionAccess,
        });
        return noStore(reply).send(organization);
      },
    );

    app.get(
      '/organizations/:id',
      {
        // The tenant rule (admin, or an active owner/admin/manager member) lives in the service: it needs
        // the organization, and a refusal must look exactly like an unknown id (404).
        config: { access: 'authenticated' },
        schema: {
          tags: ['organizations'],
          summary: "An organization's details (platform admins and its owners, admins and managers)",
          params: ZOrganizationIdParamsSchema,
          response: { 200: ZOrganizationDetailsResponse, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const organization = await findOrganizationDetails({
          apiBaseUrl,
          em: request.em,
          actor: actorOf(request),
          id: request.params.id,
        });
        return noStore(reply).send(organization);
      },
    );
  },
);
