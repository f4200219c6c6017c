import {
  ZApiKey,
  ZApiKeyCreated,
  ZApiKeyList,
  ZCreateApiKeyInput,
  ZOrganizationApiKeyParams,
  ZOrganizationApiKeysParams,
} from '@propdesk/shared/contracts';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TClock } from '../../infra/clock.ts';
import { clientInfoOf } from '../audit/index.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const TAGS = ['api-keys'];

/**
 * The firm's API keys: listed (settings.read), created with scopes, name and expiry (settings.manage and
 * a second factor; the key is shown once) and revoked (settings.manage).
 */
export const apiKeyRoutes = routePlugin<{ clock: TClock }>('api-key-routes', async (app, { clock }) => {
  app.get(
    '/organizations/:organizationId/api-keys',
    {
      config: { access: { staff: 'settings.read' } },
      schema: {
        tags: TAGS,
        summary:
          "The firm's API keys, newest first, revoked ones included; never a key's secret (settings.read)",
        params: ZOrganizationApiKeysParams,
        response: { 200: ZApiKeyList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const keys = await listApiKeys(request.em, request.params.organizationId, clock.now());
      return reply.header('cache-control', NO_STORE).send({ keys });
    },
  );

  app.post(
    '/organizations/:organizationId/api-keys',
    {
      config: { access: { staff: 'settings.manage' } },
      schema: {
        tags: TAGS,
        summary:
          'Create an API key with scopes, a name and an expiry; the full key is in this answer only (settings.manage, second factor)',
        params: ZOrganizationApiKeysParams,
        body: ZCreateApiKeyInput,
        response: { 201: ZApiKeyCreated, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const created = await createApiKey({
        em: request.em,
        actor: actorOf(request),
        organizationId: request.params.organizationId,
        client: clientInfoOf(request),
        now: clock.now(),
        input: request.body,
      });
      return reply.code(201).header('cache-control', NO_STORE).send(created);
    },
  );

  app.post(
    '/organizations/:organizationId/api-keys/:keyId/revoke',
    {
      config: { access: { staff: 'settings.manage' } },
      schema: {
        tags: TAGS,
        summary: 'Revoke an API key: the very next request with it is refused (settings.manage)',
        params: ZOrganizationApiKeyParams,
        response: { 200: ZApiKey, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const key = await revokeApiKey({
        em: request.em,
        actor: actorOf(request),
        organizationId: request.params.organizationId,
        client: clientInfoOf(request),
        now: clock.now(),
        keyId: request.params.keyId,
      });
      return reply.header('cache-control', NO_STORE).send(key);
    },
  );
});
