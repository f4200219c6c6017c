import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/orders.ts';
import { TRADING_PLATFORMS } from '../domain/trading-accounts.ts';
import { PROGRAMS } from '../domain/plans.ts';

export * from '../domain/orders.ts';

/** A trader buys a plan. Money in integer minor units (cents), instants as ISO strings. */

const ZId = z.uuid();
const ZInstant = z.iso.datetime();

export const ZCreateOrder = z.object({
  planId: z.uuid('Choose a plan'),
  platform: z.enum(TRADING_PLATFORMS).default('simulator'),
  /** Chosen by the client once per checkout attempt: a retried request never buys twice. */
  idempotencyKey: z.string().trim().min(16).max(100),
});
export type TCreateOrder = z.input<typeof ZCreateOrder>;

export const ZOrder = z.object({
  id: ZId,
  status: z.enum(ORDER_STATUSES),
  planId: ZId,
  program: z.enum(PROGRAMS),
  accountSizeMinor: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string().length(3),
  platform: z.enum(TRADING_PLATFORMS),
  provider: z.string(),
  /** Where the payment is confirmed (the sandbox's confirmation step); null once the order is settled. */
  confirmationPath: z.string().nullable(),
  /** The account the payment opened; null until it is paid. */
  tradingAccountId: ZId.nullable(),
  createdAt: ZInstant,
  paidAt: ZInstant.nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderIdParams = z.object({ orderId: z.uuid('Must be an order id') });
