import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TEngineEvent } from '../../engine/index.ts';
import { createTestAccount } from '../../test/auth-fixtures.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../../test/databases.ts';
import { createSellingOrganization, openPlatformAccount } from '../../test/trading-fixtures.ts';
import type { TOrganization, TUser } from '../tenancy/index.ts';
import type { TPlan } from '../plans/index.ts';
import { AccountActivity } from './account-activity.entity.ts';
import { createInProcessAccountChangeBus, type TAccountChange } from './account-changes.ts';
import { createAccountEvaluator } from './account-evaluation.ts';
import type { TBatchDecision } from './batch-evaluation.ts';
import { TradingAccount } from './trading-account.entity.ts';

const START = Date.parse('2026-11-18T10:00:00Z');
/** Equity $1,000 below the daily floor of a $25,000 2-step account (5% of initial: floor $23,750). */
const BREACHING_EQUITY = 2_275_000;

const equityAt = (at: number, equityMinor: number, id: string): TEngineEvent => ({
  type: 'equity_update',
  id,
  at,
  equityMinor,
  isEstimate: false,
});

describe.each(TEST_DRIVERS)('evaluating accounts in a batch (%s)', (driver) => {
  let database: TTestDatabase;
  let fixtures: { organization: TOrganization; trader: TUser; plan: TPlan };
  const em = () => database.orm.em.fork();
  const openAccount = async (platform: 'simulator' | 'mt5' = 'simulator') =>
    (await openPlatformAccount(em(), { ...fixtures, platform, startedAt: START })).id;

  beforeAll(async () => {
    database = await createTestDatabase(driver, 'batch_evaluation');
    const { organization, plans } = await createSellingOrganization(em(), 'batch-evaluation-firm');
    const trader = await createTestAccount(em(), { email: 'batch.evaluated@example.com', organization });
    fixtures = { organization, trader, plan: plans.two_step };
  });

  afterAll(async () => {
    await database.dispose();
  });

  function evaluatorWithLog() {
    const changes = createInProcessAccountChangeBus();
    const published: TAccountChange[] = [];
    changes.subscribeToAll((change) => published.push(change));
    return { evaluator: createAccountEvaluator({ changes }), published };
  }

  const decideAll =
    (decide: (accountId: string) => TBatchDecision) =>
    async (_tx: unknown, accounts: readonly { id: string }[]) =>
      new Map(accounts.map((account) => [account.id, decide(account.id)]));

  it('writes quiet moves, hands back what has an effect and leaves other platforms and dead accounts alone', async () => {
    const [quiet, breaching, handedOver, skipped, mt5] = [
      await openAccount(),
      await openAccount(),
      await openAccount(),
      await openAccount(),
      await openAccount('mt5'),
    ];
    const { evaluator, published } = evaluatorWithLog();
    const written: string[] = [];
    const outcome = await evaluator.evaluateBatch({
      em: em(),
      accountIds: [quiet, breaching, handedOver, skipped, mt5],
      platform: 'simulator',
      decide: decideAll((accountId) => {
        if (accountId === quiet) return { event: equityAt(START + 1_000, 2_499_000, 'quiet') };
        if (accountId === breaching) return { event: equityAt(START + 1_000, BREACHING_EQUITY, 'breach') };
        return accountId === handedOver ? 'hand_over' : 'skip';
      }),
      writeOwnRows: async (_tx, judgedIds) => {
        written.push(...judgedIds);
      },
    });
    expect(outcome.judged).toEqual([quiet]);
    expect([...outcome.handedOver].sort()).toEqual([breaching, handedOver].sort());
    expect(written).toEqual([quiet]);
    const stored = await em().find(TradingAccount, {
      id: { $in: [quiet, breaching, handedOver, skipped, mt5] },
    });
    const byId = new Map(stored.map((account) => [account.id, account]));
    expect(byId.get(quiet)).toMatchObject({ equityMinor: 2_499_000, revision: 1, status: 'active' });
    expect(byId.get(quiet)?.lastEventAt?.getTime()).toBe(START + 1_000);
    // The breach was not recorded here: the full evaluation it is handed to records it.
    for (const untouched of [breaching, handedOver, skipped, mt5]) {
      expect(byId.get(untouched)).toMatchObject({ equityMinor: 2_500_000, revision: 0, status: 'active' });
    }
    expect(await em().count(AccountActivity, { account: breaching })).toBe(0);
    expect(published.map((change) => [change.accountId, change.revision, change.effectTypes])).toEqual([
      [quiet, 1, []],
    ]);
  });

  it('holds its accounts locked until it commits: an evaluation of one of them waits, then reads what it wrote', async () => {
    const accountId = await openAccount();
    const batch = evaluatorWithLog();
    const other = evaluatorWithLog();
    let markLocked: () => void = () => undefined;
    const locked = new Promise<void>((resolve) => {
      markLocked = resolve;
    });
    const order: string[] = [];
    const batchRun = batch.evaluator.evaluateBatch({
      em: em(),
      accountIds: [accountId],
      platform: 'simulator',
      decide: async (_tx, accounts) => {
        markLocked();
        // Long enough for the other evaluation to reach the lock while this one holds it.
        await new Promise((resolve) => setTimeout(resolve, 200));
        order.push('batch decided');
        return new Map(
          accounts.map((account) => [account.id, { event: equityAt(START + 1_000, 2_499_000, 'b') }]),
        );
      },
      writeOwnRows: async () => undefined,
    });
    await locked;
    // Another instance's evaluator: only the database can make it wait.
    const single = other.evaluator
      .evaluate({
        em: em(),
        accountId,
        collectEvents: (_tx, account) => {
          order.push(`evaluation read equity ${account.engineState.equityMinor}`);
          return [equityAt(START + 2_000, 2_498_000, 'e')];
        },
      })
      .then((outcome) => outcome.account.revision);
    await Promise.all([batchRun, single]);
    expect(order).toEqual(['batch decided', 'evaluation read equity 2499000']);
    const stored = await em().findOneOrFail(TradingAccount, { id: accountId });
    expect(stored).toMatchObject({ equityMinor: 2_498_000, revision: 2 });
    expect(stored.engineState.timeline.filter((event) => event !== null).map((event) => event?.id)).toEqual([
      'b',
      'e',
    ]);
  });
});
