import type { TPublicProgram, TRuleSetData } from '@propdesk/shared/contracts';

const COMMON: Omit<TRuleSetData, 'program' | 'phases' | 'dailyLoss' | 'refundPolicy'> = {
  schemaVersion: 1,
  maxLoss: { percent: 8, mode: 'static', lockAtPercentAboveInitial: null },
  tradingDays: { counting: 'position_opened', profitableDayPercent: null },
  reset: { timeZone: 'Europe/Prague', time: '00:00' },
  consistencyMaxBestDayPercent: null,
  inactivityExpiryDays: null,
  toleranceMinor: 1,
  scaling: null,
  payout: {
    profitSplitPercent: 70,
    maxProfitSplitPercent: 90,
    cycleDays: 14,
    firstPayoutAfterDays: 14,
    minimumAmountMinor: 10_000,
  },
};

/**
 * Plans as the api answers them in landing tests. Deliberately not the demo data's numbers everywhere
 * (a 7% maximum loss, a $120 fee): a page that typed the seeded plans' numbers in would fail the tests.
 */
export const PROGRAMS_FIXTURE: TPublicProgram[] = [
  {
    program: 'two_step',
    ruleSetVersion: 3,
    rules: {
      ...COMMON,
      program: 'two_step',
      phases: [
        { kind: 'challenge', profitTargetPercent: 10, minTradingDays: 4 },
        { kind: 'verification', profitTargetPercent: 5, minTradingDays: 4 },
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
      maxLoss: { percent: 7, mode: 'static', lockAtPercentAboveInitial: null },
      refundPolicy: 'refunded_with_first_payout',
    },
    plans: [
      { id: 'p-25k', accountSizeMinor: 2_500_000, feeMinor: 12_000, currency: 'USD' },
      { id: 'p-100k', accountSizeMinor: 10_000_000, feeMinor: 34_950, currency: 'USD' },
    ],
  },
  {
    program: 'instant',
    ruleSetVersion: 1,
    rules: {
      ...COMMON,
      program: 'instant',
      phases: [{ kind: 'instant', profitTargetPercent: null, minTradingDays: 0 }],
      dailyLoss: null,
      inactivityExpiryDays: 30,
      scaling: { profitThresholdPercent: 10, balanceIncreasePercent: 25 },
      payout: { ...COMMON.payout, profitSplitPercent: 80, maxProfitSplitPercent: 80, cycleDays: 7 },
      refundPolicy: 'non_refundable',
    },
    plans: [{ id: 'i-50k', accountSizeMinor: 5_000_000, feeMinor: 49_900, currency: 'USD' }],
  },
];
