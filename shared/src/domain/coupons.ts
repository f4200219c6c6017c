/** Coupon constants, free of zod so front ends can import them at run time. */

/** A percentage of the plan's price, or a fixed amount in the coupon's currency. */
export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type TCouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_LIMITS = {
  codeMinLength: 3,
  codeMaxLength: 40,
  /** A fixed discount above any plan's price would only ever make plans free: 1,000,000.00 at most. */
  maxAmountOffMinor: 100_000_000,
  maxUses: 1_000_000,
} as const;

/** Letters, digits, dash and underscore: what a trader can type and read back without ambiguity. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * Why a code does not apply (409 each, so the checkout can say which). The messages are written for the
 * trader; front ends show their own translation of each code.
 */
export const COUPON_ERROR_CODES = {
  /** No active coupon of the trader's firm has this code. */
  invalid: 'COUPON_INVALID',
  /** Its start lies ahead. */
  notStarted: 'COUPON_NOT_STARTED',
  /** Its end has passed. */
  expired: 'COUPON_EXPIRED',
  /** It names other plans (or another currency than the plan's). */
  otherPlan: 'COUPON_NOT_FOR_PLAN',
  /** Its total use limit is reached. */
  usedUp: 'COUPON_USED_UP',
  /** The trader reached its per-trader limit. */
  traderLimit: 'COUPON_TRADER_LIMIT',
} as const;
export type TCouponErrorCode = (typeof COUPON_ERROR_CODES)[keyof typeof COUPON_ERROR_CODES];
