import { describe, expect, it } from '@jest/globals';
import type { TRuleSetData } from '@propdesk/shared/contracts';
import { evaluate, replay } from './evaluate.ts';
import { describeMaxLoss } from './rule-texts.ts';
import { eventsFrom, newAccount, rulesFor, usd } from './testing/engine-fixtures.ts';

/**
 * Max (overall) loss on a $100,000 2-step account with 8 % (8,000): every mode and the lock, in numbers.
 * Days reset at 00:00 Prague (22:00 UTC in June); tolerance 0.
 */
type TMaxLoss = TRuleSetData['maxLoss'];

function rulesWithMaxLoss(maxLoss: Partial<TMaxLoss>): TRuleSetData {
  return rulesFor('two_step', { toleranceMinor: 0, maxLoss });
}

describe('max loss modes', () => {
  it('static: floor = 100,000 − 8,000 = 92,000 whatever the account earns; equity 92,000 fails', () => {
    const rules = rulesWithMaxLoss({ mode: 'static' });
    const e = eventsFrom();
    const { state } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.closed('2025-06-02T09:00:00Z', 'p1', usd(4_000)),
      e.reset('2025-06-02T22:00:00Z'),
      e.opened('2025-06-03T08:00:00Z', 'p2'),
      e.equity('2025-06-03T09:00:00Z', usd(110_000)),
    ]);
    expect(state.maxLossFloorMinor).toBe(usd(92_000));
    // Day 2's daily floor is 104,000 − 5,000 = 99,000: the fall to 92,000 crosses both; max loss is lower.
    const fall = evaluate(rules, state, e.equity('2025-06-03T10:00:00Z', usd(92_000)));
    expect(fall.state.status).toBe('failed');
  });

  it('trailing end of day: follows the highest balance at a reset, 103,000 − 8,000 = 95,000; never falls', () => {
    const rules = rulesWithMaxLoss({ mode: 'trailing_end_of_day' });
    const e = eventsFrom();
    const dayOne = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.closed('2025-06-02T09:00:00Z', 'p1', usd(3_000)),
      e.opened('2025-06-02T10:00:00Z', 'p2'),
      e.equity('2025-06-02T11:00:00Z', usd(106_000)),
    ]);
    // Neither the closed profit nor the open one moves it before the reset.
    expect(dayOne.state.maxLossFloorMinor).toBe(usd(92_000));
    const reset = evaluate(rules, dayOne.state, e.reset('2025-06-02T22:00:00Z'));
    // The balance at the reset (103,000), not the equity (106,000).
    expect(reset.state.maxLossPeakMinor).toBe(usd(103_000));
    expect(reset.state.maxLossFloorMinor).toBe(usd(95_000));

    const dayTwo = replay(rules, reset.state, [
      e.closed('2025-06-03T09:00:00Z', 'p2', usd(-2_000)),
      e.reset('2025-06-03T22:00:00Z'),
    ]);
    expect(dayTwo.state.balanceMinor).toBe(usd(101_000));
    expect(dayTwo.state.maxLossFloorMinor).toBe(usd(95_000));
  });

  it('trailing end of day: at least the initial balance; a losing first day leaves 92,000', () => {
    const rules = rulesWithMaxLoss({ mode: 'trailing_end_of_day' });
    const e = eventsFrom();
    const { state } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.closed('2025-06-02T09:00:00Z', 'p1', usd(-1_000)),
      e.reset('2025-06-02T22:00:00Z'),
    ]);
    expect(state.maxLossFloorMinor).toBe(usd(92_000));
  });

  it('trailing closed balance: a close at +3,000 moves the floor to 95,000 at once; open profit does not', () => {
    const rules = rulesWithMaxLoss({ mode: 'trailing_closed_balance' });
    const e = eventsFrom();
    const closed = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.closed('2025-06-02T09:00:00Z', 'p1', usd(3_000)),
    ]);
    expect(closed.state.maxLossFloorMinor).toBe(usd(95_000));
    const floating = replay(rules, closed.state, [
      e.opened('2025-06-02T10:00:00Z', 'p2'),
      e.equity('2025-06-02T11:00:00Z', usd(108_000)),
    ]);
    expect(floating.state.maxLossFloorMinor).toBe(usd(95_000));
  });

  it('trailing intraday: follows peak equity, 104,000 − 8,000 = 96,000; a fall back to 96,000 fails', () => {
    const rules = rulesWithMaxLoss({ mode: 'trailing_intraday' });
    const e = eventsFrom();
    const peak = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T09:00:00Z', usd(104_000)),
      e.equity('2025-06-02T10:00:00Z', usd(99_000)),
    ]);
    expect(peak.state.maxLossPeakMinor).toBe(usd(104_000));
    expect(peak.state.maxLossFloorMinor).toBe(usd(96_000));
    expect(peak.state.status).toBe('active');

    const fall = evaluate(rules, peak.state, e.equity('2025-06-02T11:00:00Z', usd(96_000)));
    const [breach] = fall.effects.filter((effect) => effect.type === 'breach');
    expect(breach).toMatchObject({
      report: { rule: 'max_loss', floorMinor: usd(96_000), crossedRules: ['max_loss'] },
    });
  });

  it('trailing intraday: an estimated equity does not move the floor', () => {
    const rules = rulesWithMaxLoss({ mode: 'trailing_intraday' });
    const e = eventsFrom();
    const { state } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T09:00:00Z', usd(104_000), true),
    ]);
    expect(state.maxLossFloorMinor).toBe(usd(92_000));
  });
});

describe('max loss lock', () => {
  it('lock at the initial balance: equity 105,000 → 97,000; equity 110,000 → 100,000, not 102,000', () => {
    const rules = rulesWithMaxLoss({ mode: 'trailing_intraday', lockAtPercentAboveInitial: 0 });
    const e = eventsFrom();
    const below = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.equity('2025-06-02T09:00:00Z', usd(105_000)),
    ]);
    expect(below.state.maxLossFloorMinor).toBe(usd(97_000));
    const locked = evaluate(rules, below.state, e.equity('2025-06-02T10:00:00Z', usd(110_000)));
    expect(locked.state.maxLossLockMinor).toBe(usd(100_000));
    expect(locked.state.maxLossFloorMinor).toBe(usd(100_000));
    expect(describeMaxLoss(rules, locked.state).text).toContain(
      'never above the lock at initial balance + 0% ($100,000.00)',
    );

    // The account that made 10 % can now lose it all back to the initial balance, and no more.
    const back = evaluate(rules, locked.state, e.equity('2025-06-02T11:00:00Z', usd(100_000)));
    expect(back.state.status).toBe('failed');
  });

  it('lock at initial + 1 %: the floor stops at 101,000', () => {
    const rules = rulesWithMaxLoss({ mode: 'trailing_closed_balance', lockAtPercentAboveInitial: 1 });
    const e = eventsFrom();
    const { state } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'p1'),
      e.closed('2025-06-02T09:00:00Z', 'p1', usd(4_000)),
      e.reset('2025-06-02T22:00:00Z'),
      e.opened('2025-06-03T08:00:00Z', 'p2'),
      e.closed('2025-06-03T09:00:00Z', 'p2', usd(8_000)),
    ]);
    expect(state.balanceMinor).toBe(usd(112_000));
    expect(state.maxLossFloorMinor).toBe(usd(101_000));
  });

  it('a static floor ignores the lock setting', () => {
    const rules = rulesWithMaxLoss({ mode: 'static', lockAtPercentAboveInitial: 0 });
    expect(newAccount(rules).maxLossLockMinor).toBeNull();
  });
});
