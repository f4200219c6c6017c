import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRedisClient, type Redis } from '../../infra/redis.ts';
import type { TAccountChange } from './account-changes.ts';
import { accountChangesChannel, createRedisAccountChangeBus } from './redis-account-changes.ts';

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

/** Subscriptions and messages are confirmed asynchronously. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

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
    first.subscribeToAccount(CHANGE.accountId, (change) => heard.push({ instance: 'first', change }));
    second.subscribeToAccount(CHANGE.accountId, (change) => heard.push({ instance: 'second', change }));
    await settle();
    first.publish(CHANGE);
    await settle();
    expect(heard.map((entry) => entry.instance).sort()).toEqual(['first', 'second']);
    expect(heard[0]?.change).toEqual(CHANGE);
    await first.close();
    await second.close();
  });

  it("does not deliver an account's change to the listeners of another account", async () => {
    const first = createRedisAccountChangeBus(redis);
    const second = createRedisAccountChangeBus(redis);
    const watched = { ...CHANGE, accountId: randomUUID() };
    const other = randomUUID();
    const calls = { watched: 0, other: 0 };
    first.subscribeToAccount(watched.accountId, () => (calls.watched += 1));
    first.subscribeToAccount(other, () => (calls.other += 1));
    second.subscribeToAccount(other, () => (calls.other += 1));
    await settle();
    second.publish(watched);
    await settle();
    expect(calls).toEqual({ watched: 1, other: 0 });
    await first.close();
    await second.close();
  });

  it('holds one Redis subscription per watched account, dropped when its last listener leaves', async () => {
    const bus = createRedisAccountChangeBus(redis);
    const accountId = randomUUID();
    const subscribers = async () => {
      const [, count] = (await redis.pubsub('NUMSUB', accountChangesChannel(accountId))) as [string, number];
      return Number(count);
    };
    const leaves = [0, 1, 2].map(() => bus.subscribeToAccount(accountId, () => undefined));
    await settle();
    expect(await subscribers()).toBe(1);
    leaves[0]?.();
    leaves[1]?.();
    await settle();
    expect(await subscribers()).toBe(1);
    leaves[2]?.();
    await settle();
    expect(await subscribers()).toBe(0);
    // Watched again: subscribed again.
    const leave = bus.subscribeToAccount(accountId, () => undefined);
    await settle();
    expect(await subscribers()).toBe(1);
    leave();
    await bus.close();
  });

  it("gives the listeners of every change (the simulator) each account's change once", async () => {
    const first = createRedisAccountChangeBus(redis);
    const second = createRedisAccountChangeBus(redis);
    const change = { ...CHANGE, accountId: randomUUID() };
    const heard: string[] = [];
    // Other suites may publish on this Redis at the same time: only this test's account counts.
    first.subscribeToAll((heardChange) => {
      if (heardChange.accountId === change.accountId) heard.push('every change');
    });
    // The same instance also streams that account: each listener still hears the change once.
    first.subscribeToAccount(change.accountId, () => heard.push('account'));
    await settle();
    second.publish(change);
    await settle();
    expect(heard.sort()).toEqual(['account', 'every change']);
    await first.close();
    await second.close();
  });
});
