import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/core';
import { DEFAULT_SIMULATOR_SEED } from '../../config/app-config.ts';
import { countStatements } from '../../db/statement-counter.ts';
import { createManualClock } from '../../infra/clock.ts';
import { createTestAccount } from '../../test/auth-fixtures.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../../test/databases.ts';
import { createTestSimulator, openSimulatorAccount, type TTestOrder } from '../../test/simulator-fixtures.ts';
import { createSellingOrganization } from '../../test/trading-fixtures.ts';
import {
  AccountActivity,
  Breach,
  DailyStat,
  Deal,
  EquitySnapshot,
  TradingAccount,
} from '../trading-accounts/index.ts';
import { markSimulatorAccounts } from './batch-marks.ts';
import { quoteAt, quotesBetween } from './market/index.ts';
import { listAccountsToMark } from './position-rows.ts';
import { SimulatorPosition } from './simulator-position.entity.ts';
import { markSimulatorAccount } from './simulator.service.ts';

const MINUTE = 60_000;
// 22:40 UTC on a Wednesday: the day resets at midnight in Prague (23:00 UTC) twenty minutes in.
const START = Date.parse('2026-11-18T22:40:00Z');
const TICKS = 40;

/** A stop-loss or take-profit the EURUSD price path of the next TICKS minutes touches, as a buy sees it. */
function touchedEurusdStop(): Pick<TTestOrder, 'stopLoss' | 'takeProfit'> {
  const bids = quotesBetween(DEFAULT_SIMULATOR_SEED, 'EURUSD', START, START + TICKS * MINUTE).map(
    (q) => q.bid,
  );
  const { bid } = quoteAt(DEFAULT_SIMULATOR_SEED, 'EURUSD', START);
  const [low, high] = [Math.min(...bids), Math.max(...bids)];
  const level = (to: number) => Number((bid + (to - bid) * 0.6).toFixed(5));
  return high - bid > bid - low ? { takeProfit: level(high) } : { stopLoss: level(low) };
}

/** Every kind of tick: quiet, far stops, a stop touched, warnings, breaches, two positions. */
function scenarios(): TTestOrder[][] {
  const gold = [2, 5, 10, 20].flatMap((volume) =>
    (['buy', 'sell'] as const).map((side) => [{ symbol: 'GOLD', side, volume }]),
  );
  const { bid } = quoteAt(DEFAULT_SIMULATOR_SEED, 'GBPUSD', START);
  return [
    [{ symbol: 'EURUSD', side: 'buy', volume: 0.1 }],
    [{ symbol: 'EURUSD', side: 'buy', volume: 1, ...touchedEurusdStop() }],
    [{ symbol: 'GBPUSD', side: 'sell', volume: 1, stopLoss: Number((bid * 1.05).toFixed(5)) }],
    [
      { symbol: 'EURUSD', side: 'sell', volume: 0.5 },
      { symbol: 'DJI', side: 'buy', volume: 1 },
    ],
    ...gold,
  ];
}

/** What an account's marks left behind, with its own ids replaced, so that twins compare equal. */
async function recordOf(
  em: EntityManager,
  accountId: string,
  positionIds: readonly string[],
): Promise<unknown> {
  const account = await em.findOneOrFail(TradingAccount, { id: accountId });
  const positions = await em.find(
    SimulatorPosition,
    { account: accountId },
    { orderBy: { openedAt: 'asc' } },
  );
  const record = {
    account: {
      status: account.status,
      balanceMinor: account.balanceMinor,
      equityMinor: account.equityMinor,
      revision: account.revision,
      lastEventAt: account.lastEventAt,
      nextResetAt: account.nextResetAt,
      equitySampledAt: account.equitySampledAt,
      endedAt: account.endedAt,
      engineState: account.engineState,
    },
    positions: positionIds.map((id) => {
      const position = positions.find((each) => each.id === id);
      const hasStops = position?.stopLoss !== null || position?.takeProfit !== null;
      return {
        status: position?.status,
        closeReason: position?.closeReason,
        closePrice: position?.closePrice,
        profitMinor: position?.profitMinor,
        closedAt: position?.closedAt,
        // The batch leaves the row of a position without stops alone: nothing was checked.
        checkedUntil: hasStops ? position?.checkedUntil : null,
      };
    }),
    breaches: (await em.find(Breach, { account: accountId }, { orderBy: { at: 'asc' } })).map((breach) => ({
      rule: breach.rule,
      severity: breach.severity,
      at: breach.at,
      report: breach.report,
    })),
    activities: (await em.find(AccountActivity, { account: accountId }, { orderBy: { at: 'asc' } })).map(
      (activity) => [activity.kind, activity.at, activity.values],
    ),
    deals: (await em.find(Deal, { account: accountId }, { orderBy: { executedAt: 'asc' } })).map((deal) => [
      deal.entry,
      deal.price,
      deal.profitMinor,
      deal.executedAt,
    ]),
    equity: (await em.find(EquitySnapshot, { account: accountId }, { orderBy: { at: 'asc' } })).map(
      (point) => [point.at, point.balanceMinor, point.equityMinor],
    ),
    days: (await em.find(DailyStat, { account: accountId })).map((day) => [day.dayKey, day.endEquityMinor]),
  };
  let text = JSON.stringify(record).replaceAll(accountId, 'ACCOUNT');
  positionIds.forEach((id, index) => {
    text = text.replaceAll(id, `POSITION-${index}`);
  });
  return JSON.parse(text);
}

describe.each(TEST_DRIVERS)('marking simulator accounts in batches (%s)', (driver) => {
  let database: TTestDatabase;
  const clock = createManualClock(START);
  const batched: { accountId: string; positionIds: string[] }[] = [];
  const single: { accountId: string; positionIds: string[] }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver, 'batch_marks');
    const em = database.orm.em.fork();
    const { organization, plans } = await createSellingOrganization(em, 'batch-firm');
    const trader = await createTestAccount(em, { email: 'batch.trader@example.com', organization });
    const simulator = createTestSimulator(clock);
    for (const orders of scenarios()) {
      const open = () =>
        openSimulatorAccount(database.orm, { organization, trader, plan: plans.two_step, simulator, orders });
      batched.push(await open());
      single.push(await open());
    }
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('reaches, minute after minute, what marking each account alone reaches: figures, stops, warnings, breaches, days', async () => {
    const simulator = createTestSimulator(clock);
    const orm = database.orm;
    for (let tick = 0; tick < TICKS; tick += 1) {
      clock.advance(MINUTE);
      // What a tick marks: live accounts with an open position.
      const markable = new Set(await listAccountsToMark(orm.em.fork()));
      const accountIds = batched.map((twin) => twin.accountId).filter((id) => markable.has(id));
      await markSimulatorAccounts({ orm, accountIds, simulator });
      for (const { accountId } of single) {
        if (markable.has(accountId)) await markSimulatorAccount({ orm, accountId, simulator });
      }
    }
    const em = orm.em.fork();
    for (const [index, twin] of batched.entries()) {
      const other = single[index];
      if (other === undefined) throw new Error('every batched account has a twin');
      expect(await recordOf(em, twin.accountId, twin.positionIds)).toEqual(
        await recordOf(em, other.accountId, other.positionIds),
      );
    }
    // Every path was taken: quiet marks, a stop, warnings, breaches, the day's reset.
    const ids = batched.map((twin) => twin.accountId);
    expect(await em.count(TradingAccount, { id: { $in: ids }, status: 'active' })).toBeGreaterThan(0);
    expect(await em.count(Breach, { account: { $in: ids } })).toBeGreaterThan(0);
    expect(await em.count(AccountActivity, { account: { $in: ids }, kind: 'warning' })).toBeGreaterThan(0);
    expect(
      await em.count(SimulatorPosition, {
        account: { $in: ids },
        closeReason: { $in: ['stop_loss', 'take_profit'] },
      }),
    ).toBe(1);
    expect(await em.count(DailyStat, { account: { $in: ids } })).toBeGreaterThan(0);
  });

  it('marks a chunk of accounts in seven statements, and a second mark of the same instant not at all', async () => {
    const simulator = createTestSimulator(clock);
    const markable = new Set(await listAccountsToMark(database.orm.em.fork()));
    const accountIds = batched.map((twin) => twin.accountId).filter((id) => markable.has(id));
    const revisionsOf = async () =>
      (
        await database.orm.em
          .fork()
          .find(TradingAccount, { id: { $in: accountIds } }, { orderBy: { id: 'asc' } })
      ).map((account) => account.revision);
    clock.advance(1_000);
    const before = await revisionsOf();
    const first = await countStatements(database.orm, () =>
      markSimulatorAccounts({ orm: database.orm, accountIds, simulator }),
    );
    expect(first.result).toBe(accountIds.length);
    // begin, lock and read, rules (a new evaluator's first look), positions, states, stops checked, commit
    expect(first.statements).toBe(7);
    expect(await revisionsOf()).toEqual(before.map((revision) => revision + 1));
    // Another instance marking the same accounts in the same second (a hand-over) changes nothing.
    const again = await markSimulatorAccounts({
      orm: database.orm,
      accountIds,
      simulator: createTestSimulator(clock),
    });
    expect(again).toBe(0);
    expect(await revisionsOf()).toEqual(before.map((revision) => revision + 1));
  });
});
