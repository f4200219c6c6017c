import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error.ts';

export type TRateLimitPluginOptions = {
  max: number;
  timeWindowMs: number;
  /**
   * Where counters live. Omitted: in this process's memory (fine for one instance). When the api runs
   * as several instances (REDIS_URL), pass a shared store implementing @fastify/rate-limit's store
   * interface so the limit holds across them.
   */
  store?: FastifyRateLimitStoreCtor;
};

/**
 * Global per-client limit (keyed by `request.ip`, which honours TRUST_PROXY). Routes that need a
 * stricter limit (sign-in, access codes) set `config.rateLimit` on themselves.
 */
export const rateLimitPlugin = fp<TRateLimitPluginOptions>(
  async (app, { max, timeWindowMs, store }) => {
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: timeWindowMs,
      ...(store === undefined ? {} : { store }),
      // The returned error is thrown, so the 429 goes through the error handler like any other error.
      errorResponseBuilder: (_request, context) =>
        HttpError.rateLimited(`Too many requests, retry in ${context.after}`),
    });
  },
  { name: 'rate-limit', fastify: '5.x' },
);
