import {
  ZWhiteLabelProvisioning,
  ZWhiteLabelRequest,
  ZWhiteLabelRequestIdParams,
  ZWhiteLabelRequestPage,
  ZWhiteLabelRequestPageQuery,
  ZWhiteLabelRequestRecord,
  ZWhiteLabelRequestStatusChange,
} from '@propdesk/shared/contracts';
import { z } from 'zod';
import type { TRouteRateLimit } from '../../config/app-config.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { actorOf } from '../../http/actor.ts';
import { clientInfoOf } from '../audit/index.ts';
import { strictRateLimit } from '../auth/index.ts';
import type { TClock } from '../../infra/clock.ts';
import type { TMailService } from '../mail/index.ts';
import { provisionWhiteLabelRequest } from './white-label-provisioning.ts';
import { WhiteLabelRequest } from './white-label-request.entity.ts';
import { listWhiteLabelRequests, updateWhiteLabelRequestStatus } from './white-label.service.ts';

export type TWhiteLabelRoutesOptions = {
  rateLimit: TRouteRateLimit;
  /** Provisioning mails the requester their owner's invitation. */
  mail: TMailService;
  clock: TClock;
  /** Where browsers reach the api: the address of an uploaded logo in the answers. */
  apiBaseUrl: string;
};

/**
 * `/white-label-checkout`'s request form (public, limited per address), and the platform staff's list of
 * requests and their follow-up (status and internal note).
 */
export const whiteLabelRoutes = routePlugin<TWhiteLabelRoutesOptions>(
  'white-label-routes',
  async (app, { rateLimit, mail, clock, apiBaseUrl }) => {
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
          summary:
            'White-label requests, newest first, optionally of one status (platform admins and managers)',
          querystring: ZWhiteLabelRequestPageQuery,
          response: { 200: ZWhiteLabelRequestPage, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const page = await listWhiteLabelRequests({ em: request.em, ...request.query });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.patch(
      '/white-label-requests/:id',
      {
        config: { access: { roles: ['admin', 'manager'] } },
        schema: {
          tags: ['white-label'],
          summary:
            'Move a white-label request to a status, optionally with an internal note (platform admins and managers)',
          params: ZWhiteLabelRequestIdParams,
          body: ZWhiteLabelRequestStatusChange,
          response: { 200: ZWhiteLabelRequestRecord, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const updated = await updateWhiteLabelRequestStatus({
          em: request.em,
          actorId: actorOf(request).userId,
          id: request.params.id,
          ...request.body,
          client: clientInfoOf(request),
        });
        return reply.header('cache-control', NO_STORE).send(updated);
      },
    );

    app.post(
      '/white-label-requests/:id/provision',
      {
        config: { access: { roles: ['admin'] } },
        schema: {
          tags: ['white-label'],
          summary:
            "Provision the firm's organization from its request: created pending with the default offering, " +
            'the requester invited as owner (platform admins, with a second factor); 409 once provisioned or when the slug is taken',
          params: ZWhiteLabelRequestIdParams,
          body: ZWhiteLabelProvisioning,
          response: { 200: ZWhiteLabelRequestRecord, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const provisioned = await provisionWhiteLabelRequest({
          em: request.em,
          actor: actorOf(request),
          id: request.params.id,
          input: request.body,
          client: clientInfoOf(request),
          mail,
          apiBaseUrl,
          now: clock.now(),
        });
        return reply.header('cache-control', NO_STORE).send(provisioned);
      },
    );
  },
);
