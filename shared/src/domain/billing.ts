/** Billing constants, free of zod so front ends can import them at run time. */

/**
 * The kinds of money movement on an order's ledger, each signed from the firm's side: money in is
 * positive, money out negative. An order's balance (what the firm holds of it) is the sum of its rows.
 * - payment: the trader's payment, once the provider confirms it (+);
 * - refund: money given back, by the firm's staff or at the provider (−);
 * - dispute: a chargeback opened: the card's bank takes the amount back at once (−);
 * - dispute_reversal: a dispute the firm won: the amount comes back (+);
 * - fee_refund: the challenge fee paid back with the first payout, when the plan promises it (−).
 */
export const LEDGER_ENTRY_KINDS = ['payment', 'refund', 'dispute', 'dispute_reversal', 'fee_refund'] as const;
export type TLedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Machine codes of billing errors (the error body's `code`). */
export const BILLING_ERROR_CODES = {
  /** 409: the order was never paid, or nothing of it is left to give back. */
  orderNotRefundable: 'ORDER_NOT_REFUNDABLE',
  /** 409: the amount asked is more than the order's balance (details.balanceMinor says how much is left). */
  refundExceedsBalance: 'REFUND_EXCEEDS_BALANCE',
  /** 502: the payment provider refused or could not make the refund; nothing was recorded. */
  refundFailed: 'REFUND_FAILED',
  /** 400: Stripe refused the secret key a firm tried to connect (wrong, revoked, or not a secret key). */
  paymentAccountRefused: 'PAYMENT_ACCOUNT_REFUSED',
  /** 502: Stripe could not be reached to test the key; nothing was saved. */
  paymentAccountUnreachable: 'PAYMENT_ACCOUNT_UNREACHABLE',
} as const;
export type TBillingErrorCode = (typeof BILLING_ERROR_CODES)[keyof typeof BILLING_ERROR_CODES];
