import { describe, expect, it } from '@jest/globals';
import type { TPayoutGate, TRuleSetData } from '@propdesk/shared/contracts';
import { assessPayoutEligibility, type TPayoutEligibilityInput } from './payout-eligibility.ts';
import { at, newAccount, rulesFor, usd } from './testing/engine-fixtures.ts';

/**
 * The payout checklist on a funded $100,000 account with the default terms: 70 % rising 5 points per
 * payout to 90 %, first payout 14 days after the first funded trade, every 14 days, minimum $100, the
 * 2-step fee ($499 here) refunded with the first payout.
 */
const FIRST_TRADE = '2025-06-02T08:00:00Z';

function input(
  overrides: Partial<TPayoutEligibilityInput> & { profitMinor?: number; rules?: TRuleSetData } = {},
): TPayoutEligibilityInput {
  const rules = overrides.rules ?? rulesFor('two_step');
  const base = newAccount(rules);
  const state = { ...base, balanceMinor: base.balanceMinor + (overrides.profitMinor ?? usd(5_000)) };
  const { profitMinor: _profit, ...rest } = overrides;
  return {
    rules,
    isFunded: true,
    firstFundedTradeAt: at(FIRST_TRADE),
    kycStatus: 'approved',
    payoutsTaken: 0,
    lastRequestedAt: null,
    hasPendingRequest: false,
    feeMinor: usd(499),
    now: at('2025-06-20T08:00:00Z'),
    ...rest,
    ...(overrides.state ? { state: overrides.state } : { state }),
  };
}

function gate(result: ReturnType<typeof assessPayoutEligibility>, name: TPayoutGate) {
  const found = result.gates.find((item) => item.gate === name);
  if (!found) throw new Error(`no gate ${name}`);
  return found;
}

describe('payout eligibility', () => {
  it('all gates met: 5,000 profit × 70 % = 3,500 share + 499 refund = 3,999 paid, 5,000 withdrawn', () => {
    const result = assessPayoutEligibility(input());
    expect(result.isEligible).toBe(true);
    expect(result.payoutNumber).toBe(1);
    expect(result.splitPercent).toBe(70);
    expect(result.nextSplitPercent).toBe(75);
    expect(result.profitShareMinor).toBe(usd(3_500));
    expect(result.feeRefundMinor).toBe(usd(499));
    expect(result.amountMinor).toBe(usd(3_999));
    expect(result.grossMinor).toBe(usd(5_000));
  });

  it('first payout: met at exactly 14 days after the first trade (06-16 08:00), not a millisecond before', () => {
    const due = at('2025-06-16T08:00:00Z');
    const early = assessPayoutEligibility(input({ now: due - 1 }));
    expect(gate(early, 'first_payout_delay')).toMatchObject({ isMet: false, metAt: due });
    expect(early.isEligible).toBe(false);
    expect(gate(assessPayoutEligibility(input({ now: due })), 'first_payout_delay').isMet).toBe(true);
  });

  it('first payout: not met before any funded trade, and no date yet', () => {
    const result = assessPayoutEligibility(input({ firstFundedTradeAt: null }));
    expect(gate(result, 'first_payout_delay')).toMatchObject({ isMet: false, metAt: null });
  });

  it('cycle: 14 days after the last request; day 14 exactly is met', () => {
    const last = at('2025-06-10T12:00:00Z');
    const due = last + 14 * 86_400_000;
    const early = assessPayoutEligibility(input({ lastRequestedAt: last, payoutsTaken: 1, now: due - 1 }));
    expect(gate(early, 'cycle')).toMatchObject({ isMet: false, metAt: due });
    const onTime = assessPayoutEligibility(input({ lastRequestedAt: last, payoutsTaken: 1, now: due }));
    expect(gate(onTime, 'cycle').isMet).toBe(true);
  });

  it('minimum: a 100.00 share is met, 99.99 is not (share = profit × 70 %)', () => {
    const exactly = assessPayoutEligibility(input({ profitMinor: 14_286 }));
    expect(exactly.profitShareMinor).toBe(usd(100));
    expect(gate(exactly, 'minimum_amount').isMet).toBe(true);
    const below = assessPayoutEligibility(input({ profitMinor: 14_284 }));
    expect(below.profitShareMinor).toBe(9_998);
    expect(gate(below, 'minimum_amount')).toMatchObject({
      isMet: false,
      values: { amountMinor: 9_998, minimumMinor: usd(100) },
    });
  });

  it('no profit: share 0 never meets the minimum, even a minimum of 0', () => {
    const rules = rulesFor('two_step', { payout: { minimumAmountMinor: 0 } });
    const result = assessPayoutEligibility(input({ rules, profitMinor: -usd(1_000) }));
    expect(result.profitShareMinor).toBe(0);
    expect(gate(result, 'minimum_amount').isMet).toBe(false);
  });

  it('open position: one open position fails the gate with its count', () => {
    const rules = rulesFor('two_step');
    const base = newAccount(rules);
    const state = {
      ...base,
      balanceMinor: base.balanceMinor + usd(5_000),
      openPositions: [{ positionId: 'p1', openedDayNumber: base.dayNumber }],
    };
    const result = assessPayoutEligibility(input({ state }));
    expect(gate(result, 'no_open_positions')).toMatchObject({ isMet: false, values: { openPositions: 1 } });
    expect(result.isEligible).toBe(false);
  });

  it('KYC: only approved passes; submitted fails with its status', () => {
    const result = assessPayoutEligibility(input({ kycStatus: 'submitted' }));
    expect(gate(result, 'kyc_approved')).toMatchObject({ isMet: false, values: { kycStatus: 'submitted' } });
  });

  it('a pending request or an account that is not funded and active blocks', () => {
    expect(gate(assessPayoutEligibility(input({ hasPendingRequest: true })), 'no_pending_payout').isMet).toBe(
      false,
    );
    expect(gate(assessPayoutEligibility(input({ isFunded: false })), 'funded_account').isMet).toBe(false);
    const rules = rulesFor('two_step');
    const failed = { ...newAccount(rules), status: 'failed' as const };
    expect(gate(assessPayoutEligibility(input({ state: failed })), 'funded_account').isMet).toBe(false);
  });

  it('split: 70, 75, 80, 85, 90, then stays 90 after the fifth payout; the refund only on the first', () => {
    const splits = [0, 1, 2, 3, 4, 5, 6].map(
      (taken) => assessPayoutEligibility(input({ payoutsTaken: taken })).splitPercent,
    );
    expect(splits).toEqual([70, 75, 80, 85, 90, 90, 90]);
    expect(assessPayoutEligibility(input({ payoutsTaken: 1 })).feeRefundMinor).toBe(0);
    const oneStep = rulesFor('one_step');
    expect(assessPayoutEligibility(input({ rules: oneStep })).feeRefundMinor).toBe(0);
  });

  it('cap: payout 1 capped at 2,000: share 2,000, withdrawn 2,000 ÷ 70 % = 2,857.15; payout 3 uncapped', () => {
    const rules = rulesFor('two_step', { payout: { capsMinor: [usd(2_000), usd(3_000)] } });
    const first = assessPayoutEligibility(input({ rules }));
    expect(first.capMinor).toBe(usd(2_000));
    expect(first.profitShareMinor).toBe(usd(2_000));
    expect(first.grossMinor).toBe(285_715);
    expect(gate(first, 'cap')).toMatchObject({ isMet: true, values: { isCapped: true } });
    const third = assessPayoutEligibility(input({ rules, payoutsTaken: 2 }));
    expect(third.capMinor).toBeNull();
    expect(third.profitShareMinor).toBe(usd(4_000));
  });

  it('buffer: 2 % of 100,000 = 2,000 stays; 5,000 profit leaves 3,000 × 70 % = 2,100; 2,000 profit fails', () => {
    const rules = rulesFor('two_step', { payout: { bufferPercent: 2 } });
    const result = assessPayoutEligibility(input({ rules }));
    expect(result.bufferMinor).toBe(usd(2_000));
    expect(result.grossMinor).toBe(usd(3_000));
    expect(result.profitShareMinor).toBe(usd(2_100));
    expect(gate(assessPayoutEligibility(input({ rules, profitMinor: usd(2_000) })), 'buffer').isMet).toBe(
      false,
    );
  });

  it('consistency 40 %: best day 3,000 of 5,000 (60 %) fails when required, passes when not required', () => {
    const rules = rulesFor('two_step', { consistencyMaxBestDayPercent: 40 });
    const base = newAccount(rules);
    const state = {
      ...base,
      balanceMinor: base.balanceMinor + usd(5_000),
      positiveDaysProfitMinor: usd(5_000),
      bestDayProfitMinor: usd(3_000),
    };
    const required = assessPayoutEligibility(input({ rules, state }));
    expect(gate(required, 'consistency')).toMatchObject({
      isMet: false,
      values: { isRequired: true, bestDayPercent: 60, maxBestDayPercent: 40 },
    });
    const optional = rulesFor('two_step', {
      consistencyMaxBestDayPercent: 40,
      payout: { requireConsistency: false },
    });
    expect(gate(assessPayoutEligibility(input({ rules: optional, state })), 'consistency').isMet).toBe(true);
  });
});
