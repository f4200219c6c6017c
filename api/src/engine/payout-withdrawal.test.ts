import { describe, expect, it } from '@jest/globals';
import { evaluate, replay } from './evaluate.ts';
import { deepFreeze, eventsFrom, newAccount, rulesFor, usd } from './testing/engine-fixtures.ts';

/**
 * A payout leaving a funded $100,000 account (2-step rules: daily 5 %, max loss 8 %): the balance falls by
 * the gross profit, the daily room is kept, the max-loss floor stays or resets as the rule set says.
 */
function fundedWithProfit(floorAfterPayout: 'unchanged' | 'reset_to_new_balance') {
  const rules = rulesFor('two_step', {
    toleranceMinor: 0,
    payout: { floorAfterPayout },
  });
  const e = eventsFrom();
  const start = newAccount(rules, '2025-06-02T07:00:00Z');
  const { state } = replay(rules, start, [
    e.opened('2025-06-02T08:00:00Z', 'p1'),
    e.closed('2025-06-02T09:00:00Z', 'p1', usd(6_000)),
  ]);
  return { rules, e, state: deepFreeze(state) };
}

describe('payout withdrawn', () => {
  it('floor unchanged: balance 106,000 − 6,000 = 100,000; max-loss floor stays 92,000', () => {
    const { rules, e, state } = fundedWithProfit('unchanged');
    const { state: after, effects } = evaluate(rules, state, e.payout('2025-06-02T10:00:00Z', usd(6_000)));
    expect(after.balanceMinor).toBe(usd(100_000));
    expect(after.equityMinor).toBe(usd(100_000));
    expect(after.maxLossFloorMinor).toBe(usd(92_000));
    expect(after.status).toBe('active');
    expect(effects).toEqual([]);
  });

  it('floor reset: 106,000 − 4,000 = 102,000 and the floor moves to 102,000 − 8,000 = 94,000', () => {
    const { rules, e, state } = fundedWithProfit('reset_to_new_balance');
    const { state: after } = evaluate(rules, state, e.payout('2025-06-02T10:00:00Z', usd(4_000)));
    expect(after.balanceMinor).toBe(usd(102_000));
    expect(after.maxLossPeakMinor).toBe(usd(102_000));
    expect(after.maxLossFloorMinor).toBe(usd(94_000));
  });

  it('a withdrawal is no daily loss: the daily floor 95,000 falls by 6,000 to 89,000, no breach, no warning', () => {
    const { rules, e, state } = fundedWithProfit('unchanged');
    expect(state.dailyFloorMinor).toBe(usd(95_000));
    const { state: after, effects } = evaluate(rules, state, e.payout('2025-06-02T10:00:00Z', usd(6_000)));
    expect(after.dailyFloorMinor).toBe(usd(89_000));
    expect(after.dayStartBalanceMinor).toBe(usd(94_000));
    expect(effects.filter((effect) => effect.type === 'warning' || effect.type === 'breach')).toEqual([]);
  });

  it('a failed account takes no withdrawal: the state is returned unchanged', () => {
    const { rules, e, state } = fundedWithProfit('unchanged');
    const failed = evaluate(rules, state, e.equity('2025-06-02T11:00:00Z', usd(91_000))).state;
    expect(failed.status).toBe('failed');
    const { state: after } = evaluate(rules, failed, e.payout('2025-06-02T12:00:00Z', usd(1_000)));
    expect(after).toBe(failed);
  });

  it('a withdrawal of 0 changes no figure', () => {
    const { rules, e, state } = fundedWithProfit('unchanged');
    const { state: after } = evaluate(rules, state, e.payout('2025-06-02T10:00:00Z', 0));
    expect(after.balanceMinor).toBe(state.balanceMinor);
    expect(after.maxLossFloorMinor).toBe(state.maxLossFloorMinor);
  });
});
