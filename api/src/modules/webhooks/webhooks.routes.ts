import {
  ZCreateWebhookInput,
  ZOrganizationWebhookParams,
  ZOrganizationWebhooksParams,
  ZWebhookActivation,
  ZWebhookCreated,
  ZWebhookDelivery,
  ZWebhookDeliveryPage,
  ZWebhookDeliveryParams,
  ZWebhookDeliveryQuery,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
} from '@propdesk/shared/contracts';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { clientInfoOf } from '../audit/index.ts';
import { ZNoContent } from '../../http/no-content.ts';
import type { TSecretBox } from '../auth/index.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  replayDelivery,
  setWebhookActive,
} from './webhooks.service.ts';

export type TWebhookRoutesOptions = { secretBox: TSecretBox; allowPrivateTargets: boolean };

const TAGS = ['webhooks'];
const READ = { config: { access: { staff: 'settings.read' } } } as const;
const MANAGE = { config: { access: { staff: 'settings.manage' } } } as const;

/**
 * A firm's outgoing webhooks: endpoints subscribed to events (settings.read to read, settings.manage and a
 * second factor to add; the signing secret is shown once), switched on or off, removed, with each
 * endpoint's delivery log and a replay.
 */
export const webhookRoutes = routePlugin<TWebhookRoutesOptions>(
  'webhook-routes',
  async (app, { secretBox, allowPrivateTargets }) => {
    const changeOf = (request: Parameters<typeof actorOf>[0], organizationId: string) => ({
      em: request.em,
      actor: actorOf(request),
      organizationId,
      client: clientInfoOf(request),
    });

    app.get(
      '/organizations/:organizationId/webhooks',
      {
        ...READ,
        schema: {
          tags: TAGS,
          summary: "The firm's webhook endpoints, never their secrets (settings.read)",
          params: ZOrganizationWebhooksParams,
          response: { 200: ZWebhookEndpointList, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const endpoints = await listWebhooks(request.em, request.params.organizationId);
        return reply.header('cache-control', NO_STORE).send({ endpoints });
      },
    );

    app.post(
      '/organizations/:organizationId/webhooks',
      {
        ...MANAGE,
        schema: {
          tags: TAGS,
          summary:
            'Add a webhook endpoint subscribed to events; its signing secret is in this answer only (settings.manage, second factor)',
          params: ZOrganizationWebhooksParams,
          body: ZCreateWebhookInput,
          response: { 201: ZWebhookCreated, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const created = await createWebhook({
          ...changeOf(request, request.params.organizationId),
          input: request.body,
          secretBox,
          allowPrivateTargets,
        });
        return reply.code(201).header('cache-control', NO_STORE).send(created);
      },
    );

    app.put(
      '/organizations/:organizationId/webhooks/:endpointId/active',
      {
        ...MANAGE,
        schema: {
          tags: TAGS,
          summary:
            'Switch an endpoint on or off; on again, its address is checked again and its failure count starts over (settings.manage)',
          params: ZOrganizationWebhookParams,
          body: ZWebhookActivation,
          response: { 200: ZWebhookEndpoint, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const endpoint = await setWebhookActive({
          ...changeOf(request, request.params.organizationId),
          endpointId: request.params.endpointId,
          isActive: request.body.isActive,
          allowPrivateTargets,
        });
        return reply.header('cache-control', NO_STORE).send(endpoint);
      },
    );

    app.delete(
      '/organizations/:organizationId/webhooks/:endpointId',
      {
        ...MANAGE,
        schema: {
          tags: TAGS,
          summary: 'Remove an endpoint and its delivery log (settings.manage)',
          params: ZOrganizationWebhookParams,
          response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await deleteWebhook({
          ...changeOf(request, request.params.organizationId),
          endpointId: request.params.endpointId,
        });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/organizations/:organizationId/webhooks/:endpointId/deliveries',
      {
        ...READ,
        schema: {
          tags: TAGS,
          summary:
            "An endpoint's delivery log, newest first, with each delivery's status and last attempt (settings.read)",
          params: ZOrganizationWebhookParams,
          querystring: ZWebhookDeliveryQuery,
          response: { 200: ZWebhookDeliveryPage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const page = await listDeliveries(request.em, { ...request.params, ...request.query });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.post(
      '/organizations/:organizationId/webhook-deliveries/:deliveryId/replay',
      {
        ...MANAGE,
        schema: {
          tags: TAGS,
          summary: 'Send a delivery again now, with the same body (settings.manage)',
          params: ZWebhookDeliveryParams,
          response: { 200: ZWebhookDelivery, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const delivery = await replayDelivery({
          ...changeOf(request, request.params.organizationId),
          deliveryId: request.params.deliveryId,
        });
        return reply.header('cache-control', NO_STORE).send(delivery);
      },
    );
  },
);
