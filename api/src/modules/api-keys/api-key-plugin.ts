import type { MikroORM } from '@mikro-orm/core';
import type { TApiKeyScope } from '@propdesk/shared/contracts';
import type { preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeyGuard } from './api-key-guard.ts';
import { createApiKeyRateLimits } from './api-key-rate-limits.ts';
import { createApiKeyUsage, scheduleApiKeyUsageFlush } from './api-key-usage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pre-validation hook of a public-api route (`config: { access: { apiKey: scope } }`). */
    apiKeyGuard: (scope: TApiKeyScope) => preValidationHookHandler;
  }
}

/**
 * API-key authentication for the public api: the guard route-access attaches to `{ apiKey }` routes, with
 * its rate limits (per address for failures, per key once verified; registered after the rate-limit
 * plugin, whose counters they share), and the batched record of when each key was last used (flushed
 * every minute and when the app closes).
 */
export const apiKeyPlugin = fp<{ orm: MikroORM }>(
  async (app, { orm }) => {
    const usage = createApiKeyUsage();
    const limits = createApiKeyRateLimits(app);
    app.decorateRequest('apiKeyCaller', null);
    app.decorate('apiKeyGuard', (scope: TApiKeyScope) => apiKeyGuard(scope, usage, limits));
    scheduleApiKeyUsageFlush(app, orm, usage);
  },
  { name: 'api-key-auth', fastify: '5.x', dependencies: ['rate-limit'] },
);
