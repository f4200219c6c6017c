import { z } from 'zod';
import { RESET_AVAILABILITIES } from '../domain/account-resets.ts';

export * from '../domain/account-resets.ts';

/**
 * A discounted reset of a failed account (docs: Domain rules › Resets): what the trader is offered and how
 * they buy it. Money in integer minor units (cents), instants as ISO strings.
 */

export const ZResetOffer = z.object({
  availability: z.enum(RESET_AVAILABILITIES),
  /** What the reset costs now (the plan's reset price, or its fee less the discount); null without an offer. */
  priceMinor: z.number().int().nullable(),
  /** The plan's own fee, for "instead of …"; null without an offer. */
  planFeeMinor: z.number().int().nullable(),
  currency: z.string().length(3),
  /** The first instant the offer is gone (the end of its last calendar day); null without an offer. */
  availableUntil: z.iso.datetime().nullable(),
  /** The account a paid reset opened; null until one did. */
  resetAccountId: z.uuid().nullable(),
});
export type TResetOffer = z.infer<typeof ZResetOffer>;

/** The trader buys the reset of one of their failed accounts; the new account trades where the old one did. */
export const ZCreateResetOrder = z.object({
  /** Chosen by the client once per checkout attempt: a retried request never buys twice. */
  idempotencyKey: z.string().trim().min(16).max(100),
});
export type TCreateResetOrder = z.input<typeof ZCreateResetOrder>;

/** The failed account an order resets, as the order and the account pages name it. */
export const ZResetOf = z.object({ accountId: z.uuid(), login: z.string() });
export type TResetOf = z.infer<typeof ZResetOf>;
