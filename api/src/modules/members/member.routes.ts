import { ZChangeMemberRole, ZMemberListQuery, ZMemberPage, ZStaffMember } from '@propdesk/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { clientInfoOf } from '../audit/index.ts';
import type { TSessionForgetter } from '../auth/index.ts';
import { readMemberPage } from './member-rows.ts';
import {
  changeMemberRole,
  deactivateMember,
  reactivateMember,
  type TMemberChange,
} from './member.service.ts';

export type TMemberRoutesOptions = { sessionAccess: TSessionForgetter };

const ZOrganizationParams = z.object({ organizationId: z.uuid() });
const ZMemberParams = ZOrganizationParams.extend({ memberId: z.uuid() });

/**
 * The people who run an organization (docs: Members): listed by staff holding members.read, changed by
 * staff holding members.manage (owners alone touch owners), and by platform admins in any organization.
 * Every route names its organization in the path and passes memberGuard first.
 */
export const memberRoutes = routePlugin<TMemberRoutesOptions>(
  'member-routes',
  async (app, { sessionAccess }) => {
    const changeOf = (
      request: FastifyRequest,
      { organizationId, memberId }: z.infer<typeof ZMemberParams>,
    ): TMemberChange => ({
      em: request.em,
      actor: actorOf(request),
      organizationId,
      memberId,
      client: clientInfoOf(request),
      sessionAccess,
    });

    app.get(
      '/organizations/:organizationId/members',
      {
        config: { access: { staff: 'members.read' } },
        schema: {
          tags: ['members'],
          summary:
            "An organization's owners, admins, managers and agents, searched by name or email, filtered by role and status",
          params: ZOrganizationParams,
          querystring: ZMemberListQuery,
          response: { 200: ZMemberPage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const page = await readMemberPage(request.em, { ...request.query, ...request.params });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.patch(
      '/organizations/:organizationId/members/:memberId',
      {
        config: { access: { staff: 'members.manage' } },
        schema: {
          tags: ['members'],
          summary: "Change a member's role (owners alone make or change owners; never the last owner)",
          params: ZMemberParams,
          body: ZChangeMemberRole,
          response: { 200: ZStaffMember, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const member = await changeMemberRole({
          ...changeOf(request, request.params),
          role: request.body.role,
        });
        return reply.header('cache-control', NO_STORE).send(member);
      },
    );

    app.post(
      '/organizations/:organizationId/members/:memberId/deactivate',
      {
        config: { access: { staff: 'members.manage' } },
        schema: {
          tags: ['members'],
          summary: "Turn a member's access to the organization off (never the last owner's)",
          params: ZMemberParams,
          response: { 200: ZStaffMember, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const member = await deactivateMember(changeOf(request, request.params));
        return reply.header('cache-control', NO_STORE).send(member);
      },
    );

    app.post(
      '/organizations/:organizationId/members/:memberId/reactivate',
      {
        config: { access: { staff: 'members.manage' } },
        schema: {
          tags: ['members'],
          summary: "Turn a deactivated member's access on again, with the role they had",
          params: ZMemberParams,
          response: { 200: ZStaffMember, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const member = await reactivateMember(changeOf(request, request.params));
        return reply.header('cache-control', NO_STORE).send(member);
      },
    );
  },
);
