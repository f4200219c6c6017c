import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error.ts';
import type { Redis } from '../infra/redis.ts';

export type TRateLimitPluginOptions = {
  max: number;
  timeWindowMs: number;
  /**
   * Where counters live. Omitted: in this process's memory (fine for one instance). When the api runs
   * as several instances (REDIS_URL), counters live in Redis so the limit holds across them.
   */
  redis?: Redis;
};

const REDIS_KEY_PREFIX = 'propdesk-rate-limit-';

/**
 * Global per-client limit (keyed by `request.ip`, which honours TRUST_PROXY). Routes that need a
 * stricter limit (sign-in, access codes) set `config.rateLimit` on themselves.
 */
export const rateLimitPlugin = fp<TRateLimitPluginOptions>(
  async (app, { max, timeWindowMs, redis }) => {
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: timeWindowMs,
      // A Redis outage lets requests through rather than taking the api down with it; routes whose
      // limit is a security control (sign-in, access codes) must fail closed on their own.
      ...(redis === undefined ? {} : { redis, skipOnError: true, nameSpace: REDIS_KEY_PREFIX }),
      // The returned error is thrown, so the 429 goes through the error handler like any other error.
      errorResponseBuilder: (_request, context) =>
        HttpError.rateLimited(`Too many requests, retry in ${context.after}`),
    });
  },
  { name: 'rate-limit', fastify: '5.x' },
);
