import type { TActivity, TOrder, TTraderPlansResponse, TRuleSetData } from '@propdesk/shared/contracts';
import { ACCOUNT_ID, ruleSetFixture, twoStepRules } from '@propdesk/shared/testing';

export {
  ACCOUNT_ID,
  BREACH_ID,
  NEXT_RESET_AT,
  NOW,
  accountFixture,
  detailFixture,
  snapshotFixture,
  twoStepRules,
} from '@propdesk/shared/testing';

/** Api answers for the trader pages' tests, shaped exactly as the contracts say. */

export const ORDER_ID = '22222222-2222-4222-8222-222222222222';
export const PLAN_ID = '33333333-3333-4333-8333-333333333333';

export const instantRules: TRuleSetData = ruleSetFixture('instant', { toleranceMinor: 0 });

export const plansResponse: TTraderPlansResponse = {
  checkoutAvailable: true,
  programs: [
    {
      program: 'two_step',
      ruleSetVersion: 3,
      rules: twoStepRules,
      plans: [
        { id: PLAN_ID, accountSizeMinor: 2_500_000, feeMinor: 9_900, currency: 'USD' },
        {
          id: '33333333-3333-4333-8333-333333333334',
          accountSizeMinor: 10_000_000,
          feeMinor: 49_900,
          currency: 'USD',
        },
      ],
    },
    {
      program: 'instant',
      ruleSetVersion: 1,
      rules: instantRules,
      plans: [
        {
          id: '33333333-3333-4333-8333-333333333335',
          accountSizeMinor: 2_500_000,
          feeMinor: 49_900,
          currency: 'USD',
        },
      ],
    },
  ],
};

export function orderFixture(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: ORDER_ID,
    status: 'pending',
    planId: PLAN_ID,
    program: 'two_step',
    accountSizeMinor: 2_500_000,
    priceMinor: 9_900,
    discountMinor: 0,
    couponCode: null,
    currency: 'USD',
    platform: 'simulator',
    provider: 'sandbox',
    confirmationPath: `/checkout/${ORDER_ID}`,
    paymentUrl: null,
    tradingAccountId: null,
    failureReason: null,
    resetOf: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: null,
    ...overrides,
  };
}

/** A closed position in the trader's activity feed. */
export function activityFixture(overrides: Partial<TActivity> = {}): TActivity {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    at: '2026-11-20T10:00:00.000Z',
    accountId: ACCOUNT_ID,
    login: 'PD-100042',
    kind: 'position_closed',
    values: { symbol: 'EURUSD', side: 'buy', volume: 1.5, profitMinor: 12_050 },
    ...overrides,
  };
}
