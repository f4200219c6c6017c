import { describe, expect, it } from '@jest/globals';
import { createAccountState } from './account-state.ts';
import { evaluate, replay } from './evaluate.ts';
import { at, eventsFrom, newAccount, rulesFor, usd } from './testing/engine-fixtures.ts';
import type { TEngineEffect, TEngineEvent } from './types.ts';

/**
 * Objectives and the pass on a $100,000 2-step challenge: target 10 % (10,000) of closed profit, 4 trading
 * days, no open position. Days are Monday 2 to Friday 6 June 2025 in Prague.
 */
const e = eventsFrom();

function tradingDay(date: string, positionId: string, profitMinor: number): TEngineEvent[] {
  return [e.opened(`${date}T08:00:00Z`, positionId), e.closed(`${date}T09:00:00Z`, positionId, profitMinor)];
}

function verdicts(effects: readonly TEngineEffect[]): string[] {
  return effects
    .filter((effect) => effect.type === 'objective_met' || effect.type === 'phase_passed')
    .map((effect) => (effect.type === 'objective_met' ? effect.objective : effect.type));
}

describe('profit target and minimum trading days', () => {
  it('passes on the fourth day when closed profit reaches 10,000 with nothing open', () => {
    const rules = rulesFor('two_step');
    const { effects, state } = replay(rules, newAccount(rules), [
      ...tradingDay('2025-06-02', 'a', usd(3_000)),
      ...tradingDay('2025-06-03', 'b', usd(3_000)),
      ...tradingDay('2025-06-04', 'c', usd(2_000)),
      ...tradingDay('2025-06-05', 'd', usd(2_000)),
    ]);
    expect(verdicts(effects)).toEqual(['min_trading_days', 'profit_target', 'phase_passed']);
    expect(effects.find((effect) => effect.type === 'phase_passed')).toMatchObject({
      at: at('2025-06-05T09:00:00Z'),
      phaseIndex: 0,
      nextPhaseIndex: 1,
      balanceMinor: usd(110_000),
    });
    expect(state.status).toBe('passed');
  });

  it('the target is on closed results: equity of 112,000 with the position open meets nothing', () => {
    const rules = rulesFor('two_step');
    const { effects } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.equity('2025-06-02T09:00:00Z', usd(112_000)),
    ]);
    expect(verdicts(effects)).toEqual([]);
  });

  it('target met early and days met with a position open: the pass waits for the close', () => {
    const rules = rulesFor('two_step');
    const early = replay(rules, newAccount(rules), [
      ...tradingDay('2025-06-02', 'a', usd(5_000)),
      ...tradingDay('2025-06-03', 'b', usd(5_000)),
      ...tradingDay('2025-06-04', 'c', usd(0)),
      e.opened('2025-06-05T08:00:00Z', 'd'),
    ]);
    expect(verdicts(early.effects)).toEqual(['profit_target', 'min_trading_days']);
    expect(early.state.status).toBe('active');
    const closed = evaluate(rules, early.state, e.closed('2025-06-05T09:00:00Z', 'd', usd(50)));
    expect(verdicts(closed.effects)).toEqual(['phase_passed']);
  });

  it('three days are not enough, however much profit', () => {
    const rules = rulesFor('two_step');
    const { effects, state } = replay(rules, newAccount(rules), [
      ...tradingDay('2025-06-02', 'a', usd(5_000)),
      ...tradingDay('2025-06-03', 'b', usd(5_000)),
      ...tradingDay('2025-06-04', 'c', usd(5_000)),
      e.tick('2025-06-05T10:00:00Z'),
    ]);
    expect(verdicts(effects)).toEqual(['profit_target']);
    expect(state.status).toBe('active');
  });

  it('verification (phase 2) targets 5 % (5,000); the funded phase has no target and never passes', () => {
    const rules = rulesFor('two_step');
    const options = { initialBalanceMinor: usd(100_000), startedAt: at('2025-06-02T07:00:00Z') };
    expect(createAccountState(rules, { ...options, phaseIndex: 1 }).profitTargetMinor).toBe(usd(5_000));
    const funded = createAccountState(rules, { ...options, phaseIndex: 2 });
    expect(funded.profitTargetMinor).toBeNull();
    const { effects, state } = replay(rules, funded, [
      ...tradingDay('2025-06-02', 'a', usd(5_000)),
      ...tradingDay('2025-06-03', 'b', usd(5_000)),
      ...tradingDay('2025-06-04', 'c', usd(5_000)),
      ...tradingDay('2025-06-05', 'd', usd(5_000)),
    ]);
    expect(verdicts(effects)).toEqual([]);
    expect(state.status).toBe('active');
  });
});

describe('consistency (best day ≤ 50 % of the positive days)', () => {
  it('6,000 of 10,000 (60 %) blocks the pass; a fifth day of +2,000 makes it 6,000 of 12,000 (50 %)', () => {
    const rules = rulesFor('two_step', { consistencyMaxBestDayPercent: 50 });
    const blocked = replay(rules, newAccount(rules), [
      ...tradingDay('2025-06-02', 'a', usd(6_000)),
      ...tradingDay('2025-06-03', 'b', usd(-1_000)),
      ...tradingDay('2025-06-04', 'c', usd(2_000)),
      ...tradingDay('2025-06-05', 'd', usd(3_000)),
    ]);
    // Closed profit 10,000; positive days 6,000 + 2,000 + 3,000 = 11,000: the losing day is left out.
    expect(blocked.state.balanceMinor).toBe(usd(110_000));
    expect(verdicts(blocked.effects)).toEqual(['min_trading_days', 'profit_target']);
    expect(blocked.state.status).toBe('active');

    const passed = replay(rules, blocked.state, tradingDay('2025-06-06', 'e', usd(1_000)));
    expect(verdicts(passed.effects)).toEqual(['phase_passed']);
  });
});

describe('inactivity expiry (30 days)', () => {
  const rules = rulesFor('two_step', { inactivityExpiryDays: 30 });
  const lastTrade = () => replay(rules, newAccount(rules), tradingDay('2025-06-02', 'a', usd(100))).state;

  it('30 idle days after the last deal (3 June to 2 July) keep the account; 3 July expires it', () => {
    const kept = evaluate(rules, lastTrade(), e.tick('2025-07-02T12:00:00Z'));
    expect(kept.state.status).toBe('active');
    const expired = evaluate(rules, lastTrade(), e.tick('2025-07-03T12:00:00Z'));
    expect(expired.effects).toContainEqual(
      expect.objectContaining({ type: 'expired', at: at('2025-07-02T22:00:00Z'), idleDays: 30 }),
    );
    expect(expired.state.status).toBe('expired');
  });

  it('an account that hears nothing until a week later expired on the right day all the same', () => {
    const late = evaluate(rules, lastTrade(), e.opened('2025-07-10T12:00:00Z', 'b'));
    expect(late.effects).toContainEqual(
      expect.objectContaining({ type: 'expired', at: at('2025-07-02T22:00:00Z'), idleDays: 30 }),
    );
    expect(late.state.status).toBe('expired');
    expect(late.state.openPositions).toEqual([]);
  });
});
