/** Plan and rule constants, free of zod so front ends can import them at run time. */

/** The three programs, one per tab of the landing's funding section. */
export const PROGRAMS = ['two_step', 'one_step', 'instant'] as const;
export type TProgram = (typeof PROGRAMS)[number];

/** The phases an account goes through; instant accounts stay in `instant` and scale up instead. */
export const PHASE_KINDS = ['challenge', 'verification', 'funded', 'instant'] as const;
export type TPhaseKind = (typeof PHASE_KINDS)[number];

/** Daily loss (docs: Domain rules › Daily loss): what the percentage is taken of. */
export const DAILY_LOSS_BASES = ['initial_balance', 'day_anchor'] as const;
/** What the day starts from at the reset. */
export const DAILY_LOSS_ANCHORS = ['balance', 'equity', 'higher_of_balance_and_equity'] as const;
export const BREACH_SEVERITIES = ['hard', 'soft'] as const;
export const LOSS_EVALUATIONS = ['intraday', 'end_of_day'] as const;
/** Max loss (docs: Domain rules › Max loss): a static floor or one of the trailing kinds. */
export const MAX_LOSS_MODES = [
  'static',
  'trailing_end_of_day',
  'trailing_closed_balance',
  'trailing_intraday',
] as const;
/** Trading days (docs: Domain rules › Trading days): what makes a day count. */
export const TRADING_DAY_COUNTINGS = ['position_opened', 'opened_and_closed', 'profitable_day'] as const;
/** The funded stage refunds the 2-step fee; 1-step and instant fees are not refunded. */
export const REFUND_POLICIES = ['refunded_with_first_payout', 'non_refundable'] as const;
export type TRefundPolicy = (typeof REFUND_POLICIES)[number];
/**
 * Where a funded account's max-loss floor goes after a payout (docs: Domain rules › Payouts): it stays
 * where it was, or it is set again below the new balance as if the account started there.
 */
export const PAYOUT_FLOOR_MODES = ['unchanged', 'reset_to_new_balance'] as const;
export type TPayoutFloorMode = (typeof PAYOUT_FLOOR_MODES)[number];

/** Money travels in minor units (cents) everywhere; this turns them into a number of currency units. */
export function fromMinorUnits(amountMinor: number): number {
  return amountMinor / 100;
}
