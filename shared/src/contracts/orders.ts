import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/orders.ts';
import { TRADING_PLATFORMS } from '../domain/trading-accounts.ts';
import { PROGRAMS } from '../domain/plans.ts';
import { ZResetOf } from './account-resets.ts';
import { COUPON_LIMITS } from '../domain/coupons.ts';

export * from '../domain/orders.ts';

/** A trader buys a plan. Money in integer minor units (cents), instants as ISO strings. */

const ZId = z.uuid();
const ZInstant = z.iso.datetime();

export const ZCreateOrder = z.object({
  planId: z.uuid('Choose a plan'),
  platform: z.enum(TRADING_PLATFORMS).default('simulator'),
  /** Chosen by the client once per checkout attempt: a retried request never buys twice. */
  idempotencyKey: z.string().trim().min(16).max(100),
  /** A discount code of the firm; the server checks it and sets the price (never the client). */
  couponCode: z.string().trim().min(1).max(COUPON_LIMITS.codeMaxLength).optional(),
});
export type TCreateOrder = z.input<typeof ZCreateOrder>;

export const ZOrder = z.object({
  id: ZId,
  status: z.enum(ORDER_STATUSES),
  planId: ZId,
  program: z.enum(PROGRAMS),
  accountSizeMinor: z.number().int(),
  /** What the trader pays, after any coupon. */
  priceMinor: z.number().int(),
  /** What a coupon took off the plan's price (0 without one). */
  discountMinor: z.number().int(),
  couponCode: z.string().nullable(),
  currency: z.string().length(3),
  platform: z.enum(TRADING_PLATFORMS),
  provider: z.string(),
  /** Where the payment is confirmed (the sandbox's confirmation step); null once the order is settled. */
  confirmationPath: z.string().nullable(),
  /** The provider's own payment page (Stripe Checkout) while the order waits for payment; null otherwise. */
  paymentUrl: z.string().nullable(),
  /** The account the payment opened; null until it is paid. */
  tradingAccountId: ZId.nullable(),
  /** Why the provider failed the payment, in its words ('expired' for a lapsed payment page); null otherwise. */
  failureReason: z.string().nullable(),
  /** The failed account this order resets (docs: Domain rules › Resets); null for a plan bought anew. */
  resetOf: ZResetOf.nullable(),
  createdAt: ZInstant,
  paidAt: ZInstant.nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderIdParams = z.object({ orderId: z.uuid('Must be an order id') });

/**
 * Machine codes of a payment provider's webhook delivery refused before anything is read (400, so the
 * provider retries and its dashboard shows the failure). Between servers: no front end reads them.
 */
export const PAYMENT_WEBHOOK_ERROR_CODES = {
  /** The signature header is missing, malformed or made with another secret, or the body was altered. */
  signatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  /** The signature verifies, but its timestamp is older than the provider library's tolerance. */
  timestampOutsideTolerance: 'WEBHOOK_TIMESTAMP_OUTSIDE_TOLERANCE',
} as const;
export type TPaymentWebhookErrorCode =
  (typeof PAYMENT_WEBHOOK_ERROR_CODES)[keyof typeof PAYMENT_WEBHOOK_ERROR_CODES];
