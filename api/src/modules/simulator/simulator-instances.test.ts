import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { createOrm } from '../../db/create-orm.ts';
import { ENTITIES } from '../../entities.ts';
import { createManualClock, systemClock, type TClock } from '../../infra/clock.ts';
import { createTestAccount } from '../../test/auth-fixtures.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../../test/databases.ts';
import { createTestSimulator, openSimulatorAccount } from '../../test/simulator-fixtures.ts';
import { createSellingOrganization } from '../../test/trading-fixtures.ts';
import type { TOrganization, TUser } from '../tenancy/index.ts';
import type { TPlan } from '../plans/index.ts';
import { createInstanceMembership, HEARTBEAT_LEASE_MS } from '../platform/index.ts';
import { TradingAccount } from '../trading-accounts/index.ts';
import { tickSimulator } from './simulator-ticker.ts';

const ACCOUNTS = 40;

/**
 * Two api instances on one database. PostgreSQL: each with its own ORM and pool, as two processes would
 * have. SQLite serves one process, whose in-memory database two ORMs cannot share: the two instances
 * share its ORM, and still only the database tells them about each other.
 */
describe.each(TEST_DRIVERS)('simulator ticks on two instances (%s)', (driver) => {
  let database: TTestDatabase;
  let fixtures: { organization: TOrganization; trader: TUser; plan: TPlan };
  const extraOrms: MikroORM[] = [];

  const ormOfAnotherInstance = async (): Promise<MikroORM> => {
    if (driver === 'sqlite') return database.orm;
    const orm = await createOrm(database.database, ENTITIES);
    await orm.connect();
    extraOrms.push(orm);
    return orm;
  };

  const openAccounts = async (clock: TClock): Promise<string[]> => {
    const simulator = createTestSimulator(clock);
    const ids: string[] = [];
    for (let index = 0; index < ACCOUNTS; index += 1) {
      const { accountId } = await openSimulatorAccount(database.orm, {
        ...fixtures,
        simulator,
        orders: [{ symbol: index % 2 === 0 ? 'EURUSD' : 'GOLD', side: 'buy', volume: 0.1 }],
      });
      ids.push(accountId);
    }
    return ids;
  };

  const accountsOf = (ids: readonly string[]) =>
    database.orm.em.fork().find(TradingAccount, { id: { $in: [...ids] } });

  beforeAll(async () => {
    database = await createTestDatabase(driver, 'simulator_instances');
    const em = database.orm.em.fork();
    const { organization, plans } = await createSellingOrganization(em, 'instances-firm');
    const trader = await createTestAccount(em, { email: 'instances.trader@example.com', organization });
    fixtures = { organization, trader, plan: plans.two_step };
  });

  afterAll(async () => {
    for (const orm of extraOrms) await orm.close(true);
    await database.dispose();
  });

  it('splits the accounts between two instances, and one takes all within 5 s of the other stopping', async () => {
    // One clock for the market and the heartbeats, moved by hand: every instant below is exact.
    const clock = createManualClock(Date.parse('2026-11-18T10:00:00Z'));
    const ids = await openAccounts(clock);
    const instanceOn = (orm: MikroORM) => {
      const membership = createInstanceMembership({ orm, clock });
      const simulator = createTestSimulator(clock);
      return { membership, tick: () => tickSimulator({ orm, simulator, share: membership }) };
    };
    const first = instanceOn(database.orm);
    const second = instanceOn(await ormOfAnotherInstance());
    await Promise.all([first.membership.heartbeat(), second.membership.heartbeat()]);
    const secondsLastBeat = clock.now();

    clock.advance(1_000);
    const [byFirst, bySecond] = await Promise.all([first.tick(), second.tick()]);
    expect(byFirst + bySecond).toBe(ACCOUNTS);
    expect(Math.min(byFirst, bySecond)).toBeGreaterThanOrEqual(ACCOUNTS / 4);
    // Each account marked once, at this instant: placed (revision 1), then marked (2).
    for (const account of await accountsOf(ids)) {
      expect([account.revision, account.lastEventAt?.getTime()]).toEqual([2, clock.now()]);
    }

    // The second stops without a word; the first goes on beating and ticking every second.
    let takenOverAt: number | null = null;
    while (takenOverAt === null && clock.now() - secondsLastBeat < 5_000) {
      clock.advance(1_000);
      await first.membership.heartbeat();
      const marked = await first.tick();
      if (marked === ACCOUNTS) takenOverAt = clock.now();
      else expect(marked).toBe(byFirst);
    }
    expect(takenOverAt).toBe(secondsLastBeat + HEARTBEAT_LEASE_MS);
    for (const account of await accountsOf(ids)) expect(account.lastEventAt?.getTime()).toBe(takenOverAt);

    // A third joins, then leaves as a stopping app does: its share comes back at the first's next tick.
    const third = instanceOn(await ormOfAnotherInstance());
    await third.membership.heartbeat();
    clock.advance(1_000);
    const [split, byThird] = await Promise.all([first.tick(), third.tick()]);
    expect(split + byThird).toBe(ACCOUNTS);
    expect(byThird).toBeGreaterThan(0);
    await third.membership.leave();
    clock.advance(1_000);
    expect(await first.tick()).toBe(ACCOUNTS);
    await first.membership.leave();
  });

  it('two serving apps mark every account about once a second between them, and one alone after the other closes', async () => {
    const ids = await openAccounts(systemClock);
    const marksPerSecond = async (seconds: number) => {
      const before = await accountsOf(ids);
      await sleep(seconds * 1_000);
      const after = new Map((await accountsOf(ids)).map((account) => [account.id, account]));
      return before.map((account) => ((after.get(account.id)?.revision ?? 0) - account.revision) / seconds);
    };
    const apps: FastifyInstance[] = [];
    try {
      for (let index = 0; index < 2; index += 1) {
        apps.push(await buildTestApp({ orm: await ormOfAnotherInstance(), runsBackgroundJobs: true }));
      }
      await sleep(1_500);
      // Both apps marking every account would make it about two a second.
      for (const rate of await marksPerSecond(3)) {
        expect(rate).toBeGreaterThan(0.6);
        expect(rate).toBeLessThan(1.4);
      }
      await apps.pop()?.close();
      const closedAt = Date.now();
      await sleep(2_000);
      for (const account of await accountsOf(ids)) {
        expect(account.lastEventAt?.getTime()).toBeGreaterThan(closedAt);
      }
      expect(Date.now() - closedAt).toBeLessThan(5_000);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});
