import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRedisClient, type Redis } from '../../infra/redis.ts';
import type { TAccountChange } from './account-changes.ts';
import { createRedisAccountChangeBus } from './redis-account-changes.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
/** Skipping needs PROPDESK_SKIP_REDIS=1, as for the shared rate limit. */
const describeWithRedis = process.env['PROPDESK_SKIP_REDIS'] === '1' ? describe.skip : describe;

const CHANGE: TAccountChange = {
  accountId: '11111111-1111-4111-8111-111111111111',
  ownerId: '22222222-2222-4222-8222-222222222222',
  organizationId: '33333333-3333-4333-8333-333333333333',
  revision: 7,
  effectTypes: ['breach'],
  closePositions: true,
};

describeWithRedis('account changes through Redis', () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = createRedisClient(REDIS_URL);
    await redis.ping();
  });
  afterAll(async () => {
    await redis.quit();
  });

  it('delivers a change published on one instance to the listeners of every instance, once each', async () => {
    const first = createRedisAccountChangeBus(redis);
    const second = createRedisAccountChangeBus(redis);
    const heard: { instance: string; change: TAccountChange }[] = [];
    first.subscribe((change) => heard.push({ instance: 'first', change }));
    second.subscribe((change) => heard.push({ instance: 'second', change }));
    // Subscriptions are confirmed asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 150));
    first.publish(CHANGE);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heard.map((entry) => entry.instance).sort()).toEqual(['first', 'second']);
    expect(heard[0]?.change).toEqual(CHANGE);
    await first.close();
    await second.close();
  });
});
