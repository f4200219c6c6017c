import {
  ZAcceptedInvitation,
  ZInvitation,
  ZInvitationListQuery,
  ZInvitationPage,
  ZInvitationTokenParams,
  ZInviteMember,
  ZPublicInvitation,
} from '@propdesk/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { clientInfoOf } from '../audit/index.ts';
import { ZNoContent } from '../../http/no-content.ts';
import type { TSessionForgetter } from '../auth/index.ts';
import type { TMailService } from '../mail/index.ts';
import { acceptInvitation, readInvitationByToken } from './invitation-acceptance.service.ts';
import { readInvitationPage } from './invitation-rows.ts';
import {
  inviteMember,
  resendInvitation,
  revokeInvitation,
  type TInvitationAction,
} from './invitation.service.ts';

export type TInvitationRoutesOptions = {
  mail: TMailService;
  sessionAccess: TSessionForgetter;
  clock: TClock;
};

const ZOrganizationParams = z.object({ organizationId: z.uuid() });
const ZInvitationParams = ZOrganizationParams.extend({ invitationId: z.uuid() });

/**
 * Invitations to run an organization (docs: Members › Invitations): sent, listed, resent and revoked by
 * staff holding members.manage (members.read lists them); read by whoever holds a link, and accepted by
 * the signed-in person the link was sent to.
 */
export const invitationRoutes = routePlugin<TInvitationRoutesOptions>(
  'invitation-routes',
  async (app, { mail, sessionAccess, clock }) => {
    const actionOf = (
      request: FastifyRequest,
      { organizationId }: { organizationId: string },
    ): TInvitationAction => ({
      em: request.em,
      actor: actorOf(request),
      organizationId,
      client: clientInfoOf(request),
      mail,
      now: clock.now(),
    });

    app.get(
      '/organizations/:organizationId/invitations',
      {
        config: { access: { staff: 'members.read' } },
        schema: {
          tags: ['members'],
          summary: "An organization's open invitations (waiting or expired), newest first",
          params: ZOrganizationParams,
          querystring: ZInvitationListQuery,
          response: { 200: ZInvitationPage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const page = await readInvitationPage(request.em, {
          ...request.query,
          ...request.params,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.post(
      '/organizations/:organizationId/invitations',
      {
        config: { access: { staff: 'members.manage' } },
        schema: {
          tags: ['members'],
          summary: 'Invite an address with a staff role: a single-use link valid 7 days, by mail',
          params: ZOrganizationParams,
          body: ZInviteMember,
          response: { 201: ZInvitation, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const invitation = await inviteMember({ ...actionOf(request, request.params), ...request.body });
        return reply.code(201).header('cache-control', NO_STORE).send(invitation);
      },
    );

    app.post(
      '/organizations/:organizationId/invitations/:invitationId/resend',
      {
        config: { access: { staff: 'members.manage' } },
        schema: {
          tags: ['members'],
          summary: 'Send an open invitation again with a new link valid 7 days; the older link stops working',
          params: ZInvitationParams,
          response: { 200: ZInvitation, ...errorResponses(400, 401, 403, 404, 409, 410) },
        },
      },
      async (request, reply) => {
        const invitation = await resendInvitation({
          ...actionOf(request, request.params),
          invitationId: request.params.invitationId,
        });
        return reply.header('cache-control', NO_STORE).send(invitation);
      },
    );

    app.delete(
      '/organizations/:organizationId/invitations/:invitationId',
      {
        config: { access: { staff: 'members.manage' } },
        schema: {
          tags: ['members'],
          summary: 'Revoke an open invitation: its link stops working',
          params: ZInvitationParams,
          response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await revokeInvitation({
          ...actionOf(request, request.params),
          invitationId: request.params.invitationId,
        });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/public/invitations/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['members'],
          summary: "An invitation link's organization, role, address and state, before signing in",
          params: ZInvitationTokenParams,
          response: { 200: ZPublicInvitation, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const invitation = await readInvitationByToken({
          em: request.em,
          token: request.params.token,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(invitation);
      },
    );

    app.post(
      '/invitations/:token/accept',
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['members'],
          summary: 'Accept an invitation sent to the signed-in address: the membership with its role',
          params: ZInvitationTokenParams,
          response: { 200: ZAcceptedInvitation, ...errorResponses(400, 401, 403, 404, 409, 410) },
        },
      },
      async (request, reply) => {
        const accepted = await acceptInvitation({
          em: request.em,
          actor: actorOf(request),
          token: request.params.token,
          client: clientInfoOf(request),
          sessionAccess,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(accepted);
      },
    );
  },
);
