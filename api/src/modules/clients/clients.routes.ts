import {
  ZClientDetail,
  ZClientFilters,
  ZClientListQuery,
  ZClientNote,
  ZClientNoteInput,
  ZClientOrganizationParams,
  ZClientPage,
  ZClientParams,
  ZClientSignInState,
  ZClientVerificationResent,
} from '@propdesk/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { clientInfoOf } from '../audit/index.ts';
import type { TSessionForgetter } from '../auth/index.ts';
import type { TMailService } from '../mail/index.ts';
import { streamClientCsv } from './client-export.ts';
import { readClientPage } from './client-rows.ts';
import {
  addClientNote,
  blockClient,
  endClientSessions,
  readClient,
  resendClientVerification,
  unblockClient,
  type TClientAction,
} from './clients.service.ts';

export type TClientRoutesOptions = { clock: TClock; mail: TMailService; sessionAccess: TSessionForgetter };

/**
 * A firm's clients as its staff see them (docs/permissions.md): found and read with clients.read (support
 * agents included), acted on with clients.manage, exported with clients.export; platform admins in any
 * organization. Every route names its organization in the path and passes its guard first.
 */
export const clientRoutes = routePlugin<TClientRoutesOptions>(
  'client-routes',
  async (app, { clock, mail, sessionAccess }) => {
    const actionOf = (
      request: FastifyRequest,
      { organizationId, userId }: { organizationId: string; userId: string },
    ): TClientAction => ({
      em: request.em,
      actor: actorOf(request),
      client: clientInfoOf(request),
      organizationId,
      userId,
      now: new Date(clock.now()),
    });

    app.get(
      '/organizations/:organizationId/clients',
      {
        config: { access: { staff: 'clients.read' } },
        schema: {
          tags: ['clients'],
          summary:
            "An organization's clients: searched by name or email, filtered (country, KYC, funded, blocked, joined), sorted and paged",
          params: ZClientOrganizationParams,
          querystring: ZClientListQuery,
          response: { 200: ZClientPage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const page = await readClientPage(request.em, { ...request.query, ...request.params });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.get(
      '/organizations/:organizationId/clients/export.csv',
      {
        config: { access: { staff: 'clients.export' } },
        schema: {
          tags: ['clients'],
          summary: 'The filtered clients as CSV, streamed (audited)',
          params: ZClientOrganizationParams,
          querystring: ZClientFilters,
          response: { 200: z.unknown().describe('text/csv'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const stream = await streamClientCsv({
          em: request.em,
          actorId: actorOf(request).userId,
          client: clientInfoOf(request),
          filters: { ...request.query, ...request.params },
        });
        return reply
          .header('cache-control', NO_STORE)
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="clients.csv"')
          .send(stream);
      },
    );

    app.get(
      '/organizations/:organizationId/clients/:userId',
      {
        config: { access: { staff: 'clients.read' } },
        schema: {
          tags: ['clients'],
          summary:
            'A client: profile, accounts, orders, payouts, identity check, activity timeline and staff notes',
          params: ZClientParams,
          response: { 200: ZClientDetail, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const detail = await readClient({ em: request.em, ...request.params, now: new Date(clock.now()) });
        return reply.header('cache-control', NO_STORE).send(detail);
      },
    );

    app.post(
      '/organizations/:organizationId/clients/:userId/notes',
      {
        config: { access: { staff: 'clients.manage' } },
        schema: {
          tags: ['clients'],
          summary: 'Write a staff note on a client (audited)',
          params: ZClientParams,
          body: ZClientNoteInput,
          response: { 201: ZClientNote, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const note = await addClientNote({ ...actionOf(request, request.params), text: request.body.text });
        return reply.code(201).header('cache-control', NO_STORE).send(note);
      },
    );

    app.post(
      '/organizations/:organizationId/clients/:userId/block',
      {
        config: { access: { staff: 'clients.manage' } },
        schema: {
          tags: ['clients'],
          summary: "Block a client's sign-in: every session ends and the client is told (audited)",
          params: ZClientParams,
          response: { 200: ZClientSignInState, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const state = await blockClient({ ...actionOf(request, request.params), sessionAccess });
        return reply.header('cache-control', NO_STORE).send(state);
      },
    );

    app.post(
      '/organizations/:organizationId/clients/:userId/unblock',
      {
        config: { access: { staff: 'clients.manage' } },
        schema: {
          tags: ['clients'],
          summary: 'Let a blocked client sign in again; the client is told (audited)',
          params: ZClientParams,
          response: { 200: ZClientSignInState, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const state = await unblockClient(actionOf(request, request.params));
        return reply.header('cache-control', NO_STORE).send(state);
      },
    );

    app.post(
      '/organizations/:organizationId/clients/:userId/end-sessions',
      {
        config: { access: { staff: 'clients.manage' } },
        schema: {
          tags: ['clients'],
          summary: 'Sign a client out of every device; the client is told (audited)',
          params: ZClientParams,
          response: { 200: ZClientSignInState, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const state = await endClientSessions({ ...actionOf(request, request.params), sessionAccess });
        return reply.header('cache-control', NO_STORE).send(state);
      },
    );

    app.post(
      '/organizations/:organizationId/clients/:userId/resend-verification',
      {
        config: { access: { staff: 'clients.manage' } },
        schema: {
          tags: ['clients'],
          summary:
            'Send the client a new email verification link while their address is unverified (audited)',
          params: ZClientParams,
          response: { 200: ZClientVerificationResent, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const sent = await resendClientVerification({ ...actionOf(request, request.params), mail });
        return reply.header('cache-control', NO_STORE).send(sent);
      },
    );
  },
);
