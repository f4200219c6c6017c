import { beforeAll, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/core';
import type { TEngineEvent } from '../../engine/index.ts';
import { createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { buyAccount, createSellingOrganization, winningDays } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { Breach } from './breach.entity.ts';
import { AccountActivity } from './account-activity.entity.ts';
import { createInProcessAccountChangeBus, type TAccountChange } from './account-changes.ts';
import { createAccountEvaluator } from './account-evaluation.ts';
import { DailyStat } from './daily-stat.entity.ts';
import { PhaseTransition } from './phase-transition.entity.ts';
import { TradingAccount } from './trading-account.entity.ts';

/** Equity $1,000 below the daily floor of a $25,000 2-step account (5% of initial: floor $23,750). */
const BREACHING_EQUITY = 2_275_000;

describe.each(TEST_DRIVERS)('account evaluation (%s)', (driver) => {
  const handle = useTestApp(driver, 'account_evaluation');
  let planId = '';
  let token = '';
  const em = () => handle.database().orm.em.fork();

  beforeAll(async () => {
    const manager = em();
    const { organization, plans } = await createSellingOrganization(manager, 'evaluation-firm');
    planId = plans.two_step.id;
    await createTestAccount(manager, { email: 'evaluated@example.com', organization });
    token = (await signInAs(handle.app(), { email: 'evaluated@example.com' })).accessToken;
  });

  function evaluatorWithLog() {
    const changes = createInProcessAccountChangeBus();
    const published: TAccountChange[] = [];
    changes.subscribeToAll((change) => published.push(change));
    return { evaluator: createAccountEvaluator({ changes }), published };
  }

  const equityAt = (at: number, equityMinor: number, id: string): TEngineEvent => ({
    type: 'equity_update',
    id,
    at,
    equityMinor,
    isEstimate: false,
  });

  it('fails an account once when two evaluations of a breaching move run at the same time, in two "instances"', async () => {
    const accountId = await buyAccount(handle.app(), token, planId);
    const account = await em().findOneOrFail(TradingAccount, { id: accountId });
    const at = account.engineState.startedAt + 60_000;
    // Two evaluators with their own in-process queues: the database alone must serialize them.
    const first = evaluatorWithLog();
    const second = evaluatorWithLog();
    const outcomes = await Promise.all([
      first.evaluator.evaluate({
        em: em(),
        accountId,
        collectEvents: () => [equityAt(at, BREACHING_EQUITY, 'a')],
      }),
      second.evaluator.evaluate({
        em: em(),
        accountId,
        collectEvents: () => [equityAt(at, BREACHING_EQUITY, 'b')],
      }),
    ]);
    const breachEffects = outcomes
      .flatMap((outcome) => outcome.effects)
      .filter((effect) => effect.type === 'breach');
    expect(breachEffects).toHaveLength(1);
    expect(await em().count(Breach, { account: accountId })).toBe(1);
    const stored = await em().findOneOrFail(TradingAccount, { id: accountId });
    expect(stored).toMatchObject({ status: 'failed', equityMinor: BREACHING_EQUITY, nextResetAt: null });
    expect(stored.endedAt).not.toBeNull();
    const breach = await em().findOneOrFail(Breach, { account: accountId });
    expect(breach).toMatchObject({ rule: 'daily_loss', severity: 'hard' });
    expect(breach.inputHash).toMatch(/^[0-9a-f]{64}$/);
    expect(breach.report.floorMinor).toBe(2_375_000);
    expect(await em().count(AccountActivity, { account: accountId, kind: 'breach' })).toBe(1);
    expect([...first.published, ...second.published].filter((change) => change.closePositions)).toHaveLength(
      1,
    );
  });

  it('queues evaluations of one account inside a process and keeps every event', async () => {
    const accountId = await buyAccount(handle.app(), token, planId);
    const account = await em().findOneOrFail(TradingAccount, { id: accountId });
    const { evaluator } = evaluatorWithLog();
    const start = account.engineState.startedAt;
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        evaluator.evaluate({
          em: em(),
          accountId,
          collectEvents: () => [
            equityAt(start + (index + 1) * 1_000, 2_500_000 + (index + 1) * 100, `q${index}`),
          ],
        }),
      ),
    );
    const stored = await em().findOneOrFail(TradingAccount, { id: accountId });
    expect(stored.revision).toBe(10);
    expect(stored.equityMinor).toBe(2_501_000);
  });

  it('closes the day into daily statistics at the reset, once, however many instances nudge it', async () => {
    const accountId = await buyAccount(handle.app(), token, planId);
    const account = await em().findOneOrFail(TradingAccount, { id: accountId });
    const resetAt = account.engineState.nextResetAt;
    const { evaluator } = evaluatorWithLog();
    const deal: TEngineEvent = { type: 'deal_opened', id: 'd1', at: resetAt - 3_600_000, positionId: 'p1' };
    await evaluator.evaluate({ em: em(), accountId, collectEvents: () => [deal] });
    const nudge = (id: string) =>
      createAccountEvaluator({ changes: createInProcessAccountChangeBus() }).evaluate({
        em: em(),
        accountId,
        collectEvents: (): TEngineEvent[] => [{ type: 'daily_reset', id, at: resetAt }],
      });
    await Promise.all([nudge('r1'), nudge('r2'), nudge('r3')]);
    const stats = await em().find(DailyStat, { account: accountId });
    expect(stats).toHaveLength(1);
    expect(stats[0]?.isCounted).toBe(true);
    const stored = await em().findOneOrFail(TradingAccount, { id: accountId });
    expect(stored.nextResetAt?.getTime()).toBeGreaterThan(resetAt);
  });

  it('opens the next phase when the phase passes: target met over the minimum days with no position open', async () => {
    const accountId = await buyAccount(handle.app(), token, planId);
    const account = await em().findOneOrFail(TradingAccount, { id: accountId });
    const { evaluator } = evaluatorWithLog();
    // Four trading days, each opening and closing a winning position ($2,800 ≥ the $2,500 target).
    const events = winningDays(account.engineState.nextResetAt);
    const outcome = await evaluator.evaluate({ em: em(), accountId, collectEvents: () => events });
    expect(outcome.effects.map((effect) => effect.type)).toContain('phase_passed');
    const transition = await em().findOneOrFail(
      PhaseTransition,
      { account: accountId },
      { populate: ['nextAccount'] },
    );
    expect(transition).toMatchObject({ kind: 'passed', fromPhaseIndex: 0, toPhaseIndex: 1 });
    const next = await em().findOneOrFail(TradingAccount, { previousAccount: accountId });
    expect(next).toMatchObject({
      phaseIndex: 1,
      phaseKind: 'verification',
      status: 'active',
      balanceMinor: 2_500_000,
      // The same frozen rules as the phase before, whatever the organization has published since.
      ruleSetVersion: account.ruleSetVersion,
      rules: account.rules,
    });
    expect(next.ruleSet.id).toBe(account.ruleSet.id);
    expect((await em().findOneOrFail(TradingAccount, { id: accountId })).status).toBe('passed');
    // A late event for the passed account changes nothing.
    const late = await evaluator.evaluate({
      em: em(),
      accountId,
      // After the fourth winning day's reset.
      collectEvents: () => [equityAt(account.engineState.nextResetAt + 4 * 86_400_000, 1_000_000, 'late')],
    });
    expect(late.effects).toEqual([]);
    expect(await em().count(TradingAccount, { previousAccount: accountId })).toBe(1);
  });

  it('refuses an unknown account', async () => {
    const { evaluator } = evaluatorWithLog();
    await expect(
      evaluator.evaluate({
        em: em() as EntityManager,
        accountId: '00000000-0000-4000-8000-000000000000',
        collectEvents: () => [],
      }),
    ).rejects.toThrow('does not exist');
  });
});
