import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RULE_SETS } from './default-rule-sets.ts';
import { ZRuleSetData } from './plans.ts';

describe('default rule sets', () => {
  it('match the product defaults and pass the rule-set schema', () => {
    for (const rules of Object.values(DEFAULT_RULE_SETS))
      expect(() => ZRuleSetData.parse(rules)).not.toThrow();
    const summary = Object.values(DEFAULT_RULE_SETS).map((rules) => ({
      program: rules.program,
      targets: rules.phases.map((phase) => phase.profitTargetPercent),
      days: rules.phases.map((phase) => phase.minTradingDays),
      daily: rules.dailyLoss?.percent ?? null,
      max: rules.maxLoss.percent,
      refund: rules.refundPolicy,
    }));
    expect(summary).toEqual([
      {
        program: 'two_step',
        targets: [10, 5, null],
        days: [4, 4, 0],
        daily: 5,
        max: 8,
        refund: 'refunded_with_first_payout',
      },
      {
        program: 'one_step',
        targets: [10, null],
        days: [4, 0],
        daily: null,
        max: 6,
        refund: 'non_refundable',
      },
      { program: 'instant', targets: [null], days: [0], daily: 3, max: 6, refund: 'non_refundable' },
    ]);
    expect(DEFAULT_RULE_SETS.instant.scaling).toEqual({
      profitThresholdPercent: 10,
      balanceIncreasePercent: 25,
    });
  });

  it('refuse rules that contradict themselves', () => {
    const invalid = [
      {
        ...DEFAULT_RULE_SETS.two_step,
        payout: { ...DEFAULT_RULE_SETS.two_step.payout, maxProfitSplitPercent: 50 },
      },
      { ...DEFAULT_RULE_SETS.two_step, reset: { timeZone: 'Mars/Olympus', time: '00:00' } },
      { ...DEFAULT_RULE_SETS.two_step, reset: { timeZone: 'Europe/Prague', time: '24:00' } },
      {
        ...DEFAULT_RULE_SETS.two_step,
        tradingDays: { counting: 'profitable_day', profitableDayPercent: null },
      },
    ];
    for (const rules of invalid) expect(ZRuleSetData.safeParse(rules).success).toBe(false);
  });
});
