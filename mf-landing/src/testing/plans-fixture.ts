import type { TPublicProgram } from '@propdesk/shared/contracts';
import { ruleSetFixture } from '@propdesk/shared/testing';

const STATIC_7_PERCENT = { percent: 7, mode: 'static', lockAtPercentAboveInitial: null } as const;

/**
 * Plans as the api answers them in landing tests. Deliberately not the demo data's numbers everywhere
 * (a 7% maximum loss, a $120 fee): a page that typed the seeded plans' numbers in would fail the tests.
 */
export const PROGRAMS_FIXTURE: TPublicProgram[] = [
  {
    program: 'two_step',
    ruleSetVersion: 3,
    rules: ruleSetFixture('two_step', { maxLoss: STATIC_7_PERCENT }),
    plans: [
      { id: 'p-25k', accountSizeMinor: 2_500_000, feeMinor: 12_000, currency: 'USD' },
      { id: 'p-100k', accountSizeMinor: 10_000_000, feeMinor: 34_950, currency: 'USD' },
    ],
  },
  {
    program: 'instant',
    ruleSetVersion: 1,
    rules: ruleSetFixture('instant', {
      maxLoss: { ...STATIC_7_PERCENT, percent: 8 },
      dailyLoss: null,
      inactivityExpiryDays: 30,
      payout: {
        ...ruleSetFixture('instant').payout,
        profitSplitPercent: 80,
        maxProfitSplitPercent: 80,
        cycleDays: 7,
      },
    }),
    plans: [{ id: 'i-50k', accountSizeMinor: 5_000_000, feeMinor: 49_900, currency: 'USD' }],
  },
];
