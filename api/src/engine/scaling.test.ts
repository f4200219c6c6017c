import { DEFAULT_RULE_SETS } from '@propdesk/shared/contracts';
import { describe, expect, it } from '@jest/globals';
import { evaluate, replay } from './evaluate.ts';
import { eventsFrom, newAccount, rulesFor, usd } from './testing/engine-fixtures.ts';
import type { TScalingEffect } from './types.ts';

/**
 * Instant accounts' scaling plan with the default rule set: at 10 % closed profit the account moves to a size
 * 25 % larger. A $100,000 instant account (daily 3 %, max loss 6 %) scales at +10,000 to $125,000.
 */
describe('scaling of instant accounts', () => {
  it('the seeded default is +25 % of balance at 10 % closed profit', () => {
    expect(DEFAULT_RULE_SETS.instant.scaling).toEqual({
      profitThresholdPercent: 10,
      balanceIncreasePercent: 25,
    });
  });

  it('+9,999.99 does not scale; one more cent moves 100,000 → 125,000 with every limit re-armed', () => {
    const rules = rulesFor('instant');
    const e = eventsFrom();
    const almost = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.closed('2025-06-02T09:00:00Z', 'a', usd(9_999.99)),
    ]);
    expect(almost.effects.filter((effect) => effect.type === 'scaling')).toEqual([]);

    const scaled = replay(rules, almost.state, [
      e.opened('2025-06-02T10:00:00Z', 'b'),
      e.closed('2025-06-02T11:00:00Z', 'b', usd(0.01)),
    ]);
    const scaling = scaled.effects.find((effect): effect is TScalingEffect => effect.type === 'scaling');
    expect(scaling).toMatchObject({
      fromLevel: 0,
      toLevel: 1,
      previousSizeMinor: usd(100_000),
      newSizeMinor: usd(125_000),
      settledProfitMinor: usd(10_000),
    });
    expect(scaled.state).toMatchObject({
      scalingLevel: 1,
      initialBalanceMinor: usd(125_000),
      balanceMinor: usd(125_000),
      equityMinor: usd(125_000),
      // Max loss 6 % of the new size: 125,000 − 7,500.
      maxLossFloorMinor: usd(117_500),
      // Daily 3 % of the new size; the day's anchor moves with the balance (+15,000, from 110,000 to
      // 125,000), so today's +10,000 still counts as made today: 115,000 − 3,750.
      dailyAnchorMinor: usd(115_000),
      dailyAllowanceMinor: usd(3_750),
      dailyFloorMinor: usd(111_250),
      scalingThresholdMinor: usd(12_500),
      // The day's own result is unchanged.
      dayClosedProfitMinor: usd(10_000),
      status: 'active',
    });
  });

  it('open positions keep their floating profit across the step: equity 110,300 → 125,300', () => {
    const rules = rulesFor('instant');
    const e = eventsFrom();
    const { state } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.opened('2025-06-02T08:01:00Z', 'b'),
      e.equity('2025-06-02T09:00:00Z', usd(110_300)),
      e.closed('2025-06-02T09:01:00Z', 'a', usd(10_000)),
    ]);
    expect(state).toMatchObject({ scalingLevel: 1, balanceMinor: usd(125_000), equityMinor: usd(125_300) });
  });

  it('the next level needs 10 % of 125,000: 12,500 more moves it to 156,250', () => {
    const rules = rulesFor('instant');
    const e = eventsFrom();
    const levelOne = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.closed('2025-06-02T09:00:00Z', 'a', usd(10_000)),
      e.reset('2025-06-02T22:00:00Z'),
      e.opened('2025-06-03T08:00:00Z', 'b'),
    ]).state;
    const levelTwo = evaluate(rules, levelOne, e.closed('2025-06-03T09:00:00Z', 'b', usd(12_500)));
    expect(levelTwo.effects).toContainEqual(
      expect.objectContaining({ type: 'scaling', toLevel: 2, newSizeMinor: usd(156_250) }),
    );
  });

  it('a configured plan: +50 % at 5 %', () => {
    const rules = rulesFor('instant', { scaling: { profitThresholdPercent: 5, balanceIncreasePercent: 50 } });
    const e = eventsFrom();
    const { state } = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.closed('2025-06-02T09:00:00Z', 'a', usd(5_000)),
    ]);
    expect(state.initialBalanceMinor).toBe(usd(150_000));
  });
});
