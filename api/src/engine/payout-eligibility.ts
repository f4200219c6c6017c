import {
  payoutRulesOf,
  type TKycStatus,
  type TPayoutGate,
  type TRuleSetData,
} from '@propdesk/shared/contracts';
import { consistencyFigures, consistencyRatioPercent, isConsistent } from './consistency.ts';
import { percentOfMinor } from './money.ts';
import { countOpenPositions } from './open-positions.ts';
import type { TAccountState } from './types.ts';

const DAY_MS = 86_400_000;

/** What the checklist needs of an account's engine state. */
export type TPayoutAccountState = Pick<
  TAccountState,
  | 'status'
  | 'balanceMinor'
  | 'initialBalanceMinor'
  | 'openPositions'
  | 'untrackedOpenPositions'
  | 'dayClosedProfitMinor'
  | 'positiveDaysProfitMinor'
  | 'bestDayProfitMinor'
>;

export interface TPayoutEligibilityInput {
  readonly rules: TRuleSetData;
  readonly state: TPayoutAccountState;
  /** The account is in a funded (or instant) phase: the only ones that pay out. */
  readonly isFunded: boolean;
  /** The first deal of the funded account (epoch ms); null before it traded. */
  readonly firstFundedTradeAt: number | null;
  readonly kycStatus: TKycStatus;
  /** Payouts that left the account (approved or paid): they set the split, the cap and the refund. */
  readonly payoutsTaken: number;
  /** The last request that was not rejected (epoch ms): the cycle runs from it. */
  readonly lastRequestedAt: number | null;
  readonly hasPendingRequest: boolean;
  /** The program's fee, refunded with the first payout when the rule set says so. */
  readonly feeMinor: number;
  readonly now: number;
}

export interface TPayoutGateResult {
  readonly gate: TPayoutGate;
  readonly isMet: boolean;
  /** The numbers the gate was judged on (amounts in minor units, instants in epoch ms). */
  readonly values: Readonly<Record<string, number | boolean | string | null>>;
  /** When a gate that time alone opens will be met; null when time does not open it. */
  readonly metAt: number | null;
}

export interface TPayoutEligibility {
  readonly gates: readonly TPayoutGateResult[];
  readonly isEligible: boolean;
  /** 1 for the first payout. */
  readonly payoutNumber: number;
  readonly splitPercent: number;
  /** The split the payout after this one gets. */
  readonly nextSplitPercent: number;
  readonly maxSplitPercent: number;
  readonly splitStepPercent: number;
  /** Balance above the initial balance. */
  readonly closedProfitMinor: number;
  readonly bufferMinor: number;
  readonly capMinor: number | null;
  /** The profit that leaves the account: the trader's share and the firm's. */
  readonly grossMinor: number;
  readonly profitShareMinor: number;
  readonly feeRefundMinor: number;
  /** What the trader is paid: the share plus the refund. */
  readonly amountMinor: number;
}

/**
 * The payout checklist (docs: Domain rules › Payouts): pure, from the account's state and frozen rules,
 * the trader's identity check and payout history. Each gate says whether it is met, its numbers and, for
 * the gates time opens, when. Amount: the profit above the buffer × the split for this payout number
 * (start + step per payout taken, at most the maximum), capped for this payout number; the share is
 * rounded down, so the firm never pays a cent more than the split.
 */
export function assessPayoutEligibility(input: TPayoutEligibilityInput): TPayoutEligibility {
  const { rules, state, now } = input;
  const terms = payoutRulesOf(rules);
  const payoutNumber = input.payoutsTaken + 1;
  const splitAt = (taken: number) =>
    Math.min(terms.maxProfitSplitPercent, terms.profitSplitPercent + terms.splitStepPercent * taken);
  const splitPercent = splitAt(input.payoutsTaken);

  const closedProfitMinor = state.balanceMinor - state.initialBalanceMinor;
  const bufferMinor = percentOfMinor(state.initialBalanceMinor, terms.bufferPercent, 'up');
  const withdrawableMinor = Math.max(0, closedProfitMinor - bufferMinor);
  const capMinor = terms.capsMinor[input.payoutsTaken] ?? null;
  const uncappedShareMinor = percentOfMinor(withdrawableMinor, splitPercent, 'down');
  const isCapped = capMinor !== null && uncappedShareMinor > capMinor;
  const profitShareMinor = isCapped ? capMinor : uncappedShareMinor;
  // A capped share withdraws only the profit it is the split of; the rest stays in the account.
  const grossMinor = isCapped
    ? Math.min(withdrawableMinor, Math.ceil((capMinor * 100) / splitPercent))
    : withdrawableMinor;
  const feeRefundMinor =
    rules.refundPolicy === 'refunded_with_first_payout' && input.payoutsTaken === 0 ? input.feeMinor : 0;

  const firstPayoutAt =
    input.firstFundedTradeAt === null ? null : input.firstFundedTradeAt + terms.firstPayoutAfterDays * DAY_MS;
  const nextCycleAt =
    input.lastRequestedAt === null ? null : input.lastRequestedAt + terms.cycleDays * DAY_MS;
  const openPositions = countOpenPositions(state);
  const consistencyApplies = rules.consistencyMaxBestDayPercent !== null && terms.requireConsistency;
  const ratio = consistencyRatioPercent(consistencyFigures(state));

  const gates: TPayoutGateResult[] = [
    {
      gate: 'funded_account',
      isMet: input.isFunded && state.status === 'active',
      values: { status: state.status, isFunded: input.isFunded },
      metAt: null,
    },
    {
      gate: 'first_payout_delay',
      isMet: firstPayoutAt !== null && now >= firstPayoutAt,
      values: { days: terms.firstPayoutAfterDays, firstTradeAt: input.firstFundedTradeAt },
      metAt: firstPayoutAt,
    },
    {
      gate: 'cycle',
      isMet: nextCycleAt === null || now >= nextCycleAt,
      values: { days: terms.cycleDays, lastRequestedAt: input.lastRequestedAt },
      metAt: nextCycleAt,
    },
    { gate: 'no_pending_payout', isMet: !input.hasPendingRequest, values: {}, metAt: null },
    {
      gate: 'minimum_amount',
      isMet: profitShareMinor > 0 && profitShareMinor >= terms.minimumAmountMinor,
      values: { amountMinor: profitShareMinor, minimumMinor: terms.minimumAmountMinor },
      metAt: null,
    },
    { gate: 'cap', isMet: true, values: { capMinor, isCapped }, metAt: null },
    {
      gate: 'buffer',
      isMet: bufferMinor === 0 || closedProfitMinor > bufferMinor,
      values: { bufferMinor, closedProfitMinor },
      metAt: null,
    },
    { gate: 'no_open_positions', isMet: openPositions === 0, values: { openPositions }, metAt: null },
    {
      gate: 'kyc_approved',
      isMet: input.kycStatus === 'approved',
      values: { kycStatus: input.kycStatus },
      metAt: null,
    },
    {
      gate: 'consistency',
      isMet: !consistencyApplies || isConsistent(rules, state),
      values: {
        isRequired: consistencyApplies,
        bestDayPercent: ratio === null ? null : Math.round(ratio * 100) / 100,
        maxBestDayPercent: rules.consistencyMaxBestDayPercent,
      },
      metAt: null,
    },
  ];
  return {
    gates,
    isEligible: gates.every((gate) => gate.isMet),
    payoutNumber,
    splitPercent,
    nextSplitPercent: splitAt(input.payoutsTaken + 1),
    maxSplitPercent: terms.maxProfitSplitPercent,
    splitStepPercent: terms.splitStepPercent,
    closedProfitMinor,
    bufferMinor,
    capMinor,
    grossMinor,
    profitShareMinor,
    feeRefundMinor,
    amountMinor: profitShareMinor + feeRefundMinor,
  };
}
