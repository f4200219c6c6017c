import { describe, expect, it } from '@jest/globals';
import { payoutRulesOf, ZRuleSetData, type TRuleSetData } from './plans.ts';

const RULES: TRuleSetData = {
  schemaVersion: 1,
  program: 'two_step',
  phases: [
    { kind: 'challenge', profitTargetPercent: 10, minTradingDays: 4 },
    { kind: 'funded', profitTargetPercent: null, minTradingDays: 0 },
  ],
  dailyLoss: {
    percent: 5,
    basis: 'initial_balance',
    anchor: 'balance',
    includeFloating: true,
    evaluation: 'intraday',
    severity: 'hard',
  },
  maxLoss: { percent: 10, mode: 'static', lockAtPercentAboveInitial: null },
  tradingDays: { counting: 'position_opened', profitableDayPercent: null },
  reset: { timeZone: 'Europe/Prague', time: '00:00' },
  consistencyMaxBestDayPercent: null,
  inactivityExpiryDays: null,
  toleranceMinor: 0,
  scaling: null,
  payout: {
    profitSplitPercent: 80,
    maxProfitSplitPercent: 90,
    cycleDays: 14,
    firstPayoutAfterDays: 14,
    minimumAmountMinor: 10_000,
    splitStepPercent: 5,
    capsMinor: [],
    bufferPercent: 0,
    requireConsistency: true,
    floorAfterPayout: 'unchanged',
  },
  refundPolicy: 'refunded_with_first_payout',
};

describe('rule set contract', () => {
  it('accepts a complete rule set', () => {
    expect(ZRuleSetData.safeParse(RULES).success).toBe(true);
  });

  it('refuses a time zone or reset time the runtime does not know', () => {
    expect(
      ZRuleSetData.safeParse({ ...RULES, reset: { timeZone: 'Mars/Olympus', time: '00:00' } }).success,
    ).toBe(false);
    expect(
      ZRuleSetData.safeParse({ ...RULES, reset: { timeZone: 'Europe/Prague', time: '24:00' } }).success,
    ).toBe(false);
  });

  it('keeps judging zones the same way once it has seen them: known ones pass again, unknown ones never', () => {
    const withZone = (timeZone: string) => ({ ...RULES, reset: { timeZone, time: '00:00' } });
    for (let round = 0; round < 2; round += 1) {
      expect(ZRuleSetData.safeParse(withZone('America/New_York')).success).toBe(true);
      expect(ZRuleSetData.safeParse(withZone('Mars/Olympus')).success).toBe(false);
    }
  });

  it('refuses a profit split that would fall, and a profitable-day rule without its percentage', () => {
    const falling = ZRuleSetData.safeParse({
      ...RULES,
      payout: { ...RULES.payout, maxProfitSplitPercent: 70 },
    });
    expect(falling.success).toBe(false);
    expect(falling.error?.issues[0]?.path).toEqual(['payout', 'maxProfitSplitPercent']);

    const profitableDay = ZRuleSetData.safeParse({
      ...RULES,
      tradingDays: { counting: 'profitable_day', profitableDayPercent: null },
    });
    expect(profitableDay.error?.issues[0]?.path).toEqual(['tradingDays', 'profitableDayPercent']);
  });

  it('keeps percentages between zero and a hundred', () => {
    expect(ZRuleSetData.safeParse({ ...RULES, maxLoss: { ...RULES.maxLoss, percent: 0 } }).success).toBe(
      false,
    );
    expect(ZRuleSetData.safeParse({ ...RULES, maxLoss: { ...RULES.maxLoss, percent: 101 } }).success).toBe(
      false,
    );
  });

  it('reads a rule set stored before the later payout terms with their defaults: +5 points, no caps, no buffer', () => {
    const { splitStepPercent, capsMinor, bufferPercent, requireConsistency, floorAfterPayout, ...older } =
      RULES.payout;
    const parsed = ZRuleSetData.parse({ ...RULES, payout: older });
    expect(parsed.payout).toEqual(older);
    expect(payoutRulesOf(parsed)).toEqual({
      ...older,
      splitStepPercent: 5,
      capsMinor: [],
      bufferPercent: 0,
      requireConsistency: true,
      floorAfterPayout: 'unchanged',
    });
    expect([splitStepPercent, capsMinor, bufferPercent, requireConsistency, floorAfterPayout]).toBeDefined();
  });
});
