import { Redis } from 'ioredis';

/**
 * The connection for state that several api instances must share (rate-limit counters now; session
 * revocation and realtime fan-out later). Short timeouts and a single retry, as @fastify/rate-limit
 * recommends: a slow Redis must not hold every request.
 */
export function createRedisClient(url: string): Redis {
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
}

export type { Redis };
