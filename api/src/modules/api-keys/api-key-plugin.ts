import type { MikroORM } from '@mikro-orm/core';
import type { TApiKeyScope } from '@propdesk/shared/contracts';
import type { preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeyGuard } from './api-key-guard.ts';
import { createApiKeyUsage, scheduleApiKeyUsageFlush } from './api-key-usage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pre-validation hook of a public-api route (`config: { access: { apiKey: scope } }`). */
    apiKeyGuard: (scope: TApiKeyScope) => preValidationHookHandler;
  }
}

/**
 * API-key authentication for the public api: the guard route-access attaches to `{ apiKey }` routes, and
 * the batched record of when each key was last used (flushed every minute and when the app closes).
 */
export const apiKeyPlugin = fp<{ orm: MikroORM }>(
  async (app, { orm }) => {
    const usage = createApiKeyUsage();
    app.decorateRequest('apiKeyCaller', null);
    app.decorate('apiKeyGuard', (scope: TApiKeyScope) => apiKeyGuard(scope, usage));
    scheduleApiKeyUsageFlush(app, orm, usage);
  },
  { name: 'api-key-auth', fastify: '5.x' },
);
