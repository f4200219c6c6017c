import { formatMoneyCentsIfAny } from '@propdesk/shared/i18n';
import { describe, expect, it } from '@jest/globals';
import { PROGRAMS_FIXTURE } from '../../testing/plans-fixture.ts';
import {
  cheapestPlan,
  formatPercent,
  largestAccount,
  progressionOf,
  rulesTableOf,
  summaryOf,
} from './plan-presentation.ts';

const [twoStep, instant] = PROGRAMS_FIXTURE as [(typeof PROGRAMS_FIXTURE)[0], (typeof PROGRAMS_FIXTURE)[0]];

describe('plan presentation', () => {
  it('formats money from cents and percentages in the reader’s language', () => {
    expect(formatMoneyCentsIfAny(2_500_000, 'USD', 'en')).toBe('$25,000');
    expect(formatMoneyCentsIfAny(34_950, 'USD', 'en')).toBe('$349.50');
    expect(formatMoneyCentsIfAny(2_500_000, 'USD', 'it')).toBe('25.000\u00a0USD');
    expect(formatPercent(5, 'en')).toBe('5%');
    expect(formatPercent(2.5, 'es')).toBe('2,5\u00a0%');
  });

  it('shows the progression of each program, the scaling plan after instant funding', () => {
    expect(progressionOf(twoStep)).toEqual(['challenge', 'verification', 'funded']);
    expect(progressionOf(instant)).toEqual(['instant', 'scaling']);
  });

  it('builds the rules table from the rule set: a column per evaluated phase', () => {
    expect(rulesTableOf(twoStep)).toEqual({
      phases: ['challenge', 'verification'],
      rows: [
        {
          key: 'profitTarget',
          cells: [
            { kind: 'percent', value: 10 },
            { kind: 'percent', value: 5 },
          ],
        },
        {
          key: 'minTradingDays',
          cells: [
            { kind: 'days', value: 4 },
            { kind: 'days', value: 4 },
          ],
        },
        {
          key: 'maxDailyLoss',
          cells: [
            { kind: 'percent', value: 5 },
            { kind: 'percent', value: 5 },
          ],
        },
        {
          key: 'maxLoss',
          cells: [
            { kind: 'percent', value: 7 },
            { kind: 'percent', value: 7 },
          ],
        },
      ],
    });
    expect(rulesTableOf(instant).rows.map((row) => row.cells[0])).toEqual([
      { kind: 'none' },
      { kind: 'none' },
      { kind: 'unlimited' },
      { kind: 'percent', value: 8 },
    ]);
  });

  it('finds the cheapest plan and the largest account, and summarises payouts and refunds', () => {
    expect(cheapestPlan([twoStep])?.feeMinor).toBe(12_000);
    expect(largestAccount(PROGRAMS_FIXTURE)?.accountSizeMinor).toBe(10_000_000);
    expect(summaryOf(instant)).toMatchObject({
      profitSplitPercent: 80,
      payoutCycleDays: 7,
      refundPolicy: 'non_refundable',
      inactivityExpiryDays: 30,
    });
  });
});
