import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createRedisClient, type Redis } from '../../infra/redis.ts';
import { createTestAccount, signInThroughApi } from '../../test/auth-fixtures.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TTestDatabase } from '../../test/databases.ts';
import { createRedisSignInThrottle } from './redis-sign-in-throttle.ts';
import { lockDurationMs, SIGN_IN_THROTTLE_POLICY } from './sign-in-throttle.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const WRONG_PASSWORD = 'Definitely-Not-The-Password-1';

/** Skipping needs PROPDESK_SKIP_REDIS=1, as for the shared rate limit. */
const describeWithRedis = process.env['PROPDESK_SKIP_REDIS'] === '1' ? describe.skip : describe;

describeWithRedis('account lock shared through Redis', () => {
  let redis: Redis;
  let database: TTestDatabase;
  let instances: FastifyInstance[];

  beforeAll(async () => {
    redis = createRedisClient(REDIS_URL);
    await redis.ping();
    database = await createTestDatabase('sqlite', 'sign_in_throttle_redis');
    instances = [
      await buildTestApp({ orm: database.orm, redis }),
      await buildTestApp({ orm: database.orm, redis }),
    ];
  });

  afterAll(async () => {
    for (const instance of instances ?? []) await instance.close();
    await database?.dispose();
    await redis?.quit();
  });

  it('locks the account on every instance after failures spread over two instances', async () => {
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    // A fresh address per run: an earlier run's lock cannot leak into this one.
    const email = `spread.${randomUUID()}@example.com`;
    await createTestAccount(database.orm.em.fork(), { email });

    for (let attempt = 0; attempt < SIGN_IN_THROTTLE_POLICY.freeFailures; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      expect((await signInThroughApi(instance, { email, password: WRONG_PASSWORD })).statusCode).toBe(401);
    }
    // The right password, on either instance, is refused like a wrong one while the lock holds.
    expect((await signInThroughApi(first, { email })).statusCode).toBe(401);
    expect((await signInThroughApi(second, { email })).statusCode).toBe(401);
  });

  it('follows the policy: free failures, then doubling locks; clear forgets; keys hide the address', async () => {
    const prefix = `propdesk:test:${randomUUID()}:`;
    const throttle = createRedisSignInThrottle(redis, prefix);
    const now = new Date('2026-11-23T10:00:00Z');
    const key = 'someone@example.com';

    const locked: boolean[] = [];
    for (let failure = 1; failure <= SIGN_IN_THROTTLE_POLICY.freeFailures + 1; failure += 1) {
      locked.push(await throttle.recordFailure(key, now));
    }
    expect(locked).toEqual([false, false, false, false, true, true]);
    expect(await throttle.isLocked(key, now)).toBe(true);
    const sixthLockMs = lockDurationMs(SIGN_IN_THROTTLE_POLICY.freeFailures + 1);
    expect(await throttle.isLocked(key, new Date(now.getTime() + sixthLockMs - 1))).toBe(true);
    expect(await throttle.isLocked(key, new Date(now.getTime() + sixthLockMs + 1))).toBe(false);

    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('someone');
    expect(await redis.pttl(keys[0] ?? '')).toBeGreaterThan(SIGN_IN_THROTTLE_POLICY.memoryMs - 5_000);

    await throttle.clear(key);
    expect(await throttle.isLocked(key, now)).toBe(false);
  });
});
