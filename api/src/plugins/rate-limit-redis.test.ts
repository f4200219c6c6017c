import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createRedisClient, type Redis } from '../infra/redis.ts';
import { API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE } from '../modules/api-keys/api-key-rate-limits.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { createTestDatabase, type TTestDatabase } from '../test/databases.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const LIMIT = 2;

/**
 * Two api instances behind one load balancer must share one limit (docker-compose runs two replicas).
 * Skipping needs PROPDESK_SKIP_REDIS=1: a missing Redis otherwise fails the run, as with PostgreSQL.
 */
const describeWithRedis = process.env['PROPDESK_SKIP_REDIS'] === '1' ? describe.skip : describe;

describeWithRedis('rate limit shared through Redis', () => {
  let redis: Redis;
  let database: TTestDatabase;
  let instances: FastifyInstance[];
  // A fresh client address per run: counters of an earlier run cannot leak into this one.
  const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const keyGuesserAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  beforeAll(async () => {
    redis = createRedisClient(REDIS_URL);
    await redis.ping().catch((error: unknown) => {
      throw new Error(
        `Redis is not reachable at ${REDIS_URL} (TEST_REDIS_URL); start it or set PROPDESK_SKIP_REDIS=1`,
        {
          cause: error,
        },
      );
    });
    database = await createTestDatabase('sqlite', 'rate_limit_redis');
    const config = { rateLimit: { max: LIMIT, timeWindowMs: 60_000 } };
    instances = [
      await buildTestApp({ orm: database.orm, config, redis }),
      await buildTestApp({ orm: database.orm, config, redis }),
    ];
  });

  afterAll(async () => {
    for (const instance of instances ?? []) await instance.close();
    await database?.dispose();
    await redis?.quit();
  });

  it('counts a client across instances', async () => {
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    const ask = (instance: FastifyInstance) =>
      instance.inject({ method: 'GET', url: '/api/public/config', remoteAddress: clientAddress });

    const statuses = [(await ask(first)).statusCode, (await ask(second)).statusCode];
    const third = await ask(first);
    const fourth = await ask(second);

    expect(statuses).toEqual([200, 200]);
    expect(third.statusCode).toBe(429);
    expect(fourth.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('counts an address’s failed API-key attempts across instances', async () => {
    const unknownKey = `Bearer pdkey_${'x'.repeat(12)}.${'A'.repeat(43)}`;
    const attempt = (instance: FastifyInstance) =>
      instance.inject({
        method: 'GET',
        url: '/api/v1/clients',
        headers: { authorization: unknownKey },
        remoteAddress: keyGuesserAddress,
      });
    const statuses = new Set<number>();
    for (let index = 0; index < API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE; index += 1) {
      statuses.add((await attempt(instances[index % 2] as FastifyInstance)).statusCode);
    }

    expect([...statuses]).toEqual([401]);
    for (const instance of instances) {
      const refused = await attempt(instance);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
