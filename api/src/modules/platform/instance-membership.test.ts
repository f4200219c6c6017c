import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createManualClock } from '../../infra/clock.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../../test/databases.ts';
import { createInstanceMembership, HEARTBEAT_LEASE_MS } from './instance-membership.ts';
import { ServingInstance } from './serving-instance.entity.ts';

const KEYS = Array.from({ length: 2_000 }, () => randomUUID());

describe.each(TEST_DRIVERS)('instance membership (%s)', (driver) => {
  let database: TTestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(driver, 'instance_membership');
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('shares keys out between the live instances, and gives a silent one up after the lease', async () => {
    const clock = createManualClock(Date.parse('2026-11-18T10:00:00Z'));
    const first = createInstanceMembership({ orm: database.orm, clock });
    const second = createInstanceMembership({ orm: database.orm, clock });
    expect(KEYS.filter(first.owns)).toEqual([]);

    await first.heartbeat();
    await second.heartbeat();
    await first.refresh();
    expect(first.members()).toEqual([first.instanceId, second.instanceId].sort());
    expect(second.members()).toEqual(first.members());
    const firstShare = KEYS.filter(first.owns);
    const secondShare = KEYS.filter(second.owns);
    expect(firstShare.length + secondShare.length).toBe(KEYS.length);
    expect(firstShare.filter((key) => second.owns(key))).toEqual([]);
    expect(firstShare.length / KEYS.length).toBeGreaterThan(0.4);
    expect(firstShare.length / KEYS.length).toBeLessThan(0.6);

    // The second stops beating: a beat short of the lease it still counts, at the lease it no longer does.
    clock.advance(HEARTBEAT_LEASE_MS - 1);
    await first.heartbeat();
    expect(first.members()).toHaveLength(2);
    clock.advance(1);
    await first.heartbeat();
    expect(first.members()).toEqual([first.instanceId]);
    expect(KEYS.every(first.owns)).toBe(true);
    expect(await database.orm.em.fork().count(ServingInstance, { id: second.instanceId })).toBe(0);

    // It comes back (a long pause, not a crash): it joins again and takes its share again.
    await second.heartbeat();
    await first.refresh();
    expect(KEYS.filter(first.owns)).toEqual(firstShare);
    await first.leave();
    await second.leave();
  });

  it('hands its share over at once when it leaves, and never joins again', async () => {
    const clock = createManualClock(Date.parse('2026-11-18T11:00:00Z'));
    const staying = createInstanceMembership({ orm: database.orm, clock });
    const leaving = createInstanceMembership({ orm: database.orm, clock });
    await leaving.heartbeat();
    await staying.heartbeat();
    expect(staying.members()).toHaveLength(2);

    await leaving.leave();
    expect(KEYS.some(leaving.owns)).toBe(false);
    await staying.refresh();
    expect(staying.members()).toEqual([staying.instanceId]);
    await leaving.heartbeat();
    await staying.refresh();
    expect(staying.members()).toEqual([staying.instanceId]);
    await staying.leave();
  });

  it('counts itself alive even when its own beat is late, so its share is never left to nobody', async () => {
    const clock = createManualClock(Date.parse('2026-11-18T12:00:00Z'));
    const alone = createInstanceMembership({ orm: database.orm, clock });
    await alone.heartbeat();
    clock.advance(HEARTBEAT_LEASE_MS * 2);
    await alone.refresh();
    expect(alone.members()).toEqual([alone.instanceId]);
    expect(KEYS.every(alone.owns)).toBe(true);
    await alone.leave();
  });
});
