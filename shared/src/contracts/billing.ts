import { z } from 'zod';
import { LEDGER_ENTRY_KINDS } from '../domain/billing.ts';

export * from '../domain/billing.ts';

const ZId = z.uuid();
const ZInstant = z.iso.datetime();

/**
 * Staff give money back on an order. Without an amount, everything left of the order's balance is
 * refunded; a full refund always closes the account it bought, a partial one too unless keepAccount.
 */
export const ZCreateRefund = z.object({
  amountMinor: z.number().int().positive('The amount must be more than zero').optional(),
  reason: z
    .string()
    .trim()
    .min(3, 'Say why the order is refunded (at least 3 characters)')
    .max(500, 'The reason can be at most 500 characters'),
  keepAccount: z.boolean().default(false),
  /** Chosen by the client once per refund attempt: a retried request never refunds twice. */
  idempotencyKey: z.string().trim().min(16).max(100),
});
export type TCreateRefund = z.input<typeof ZCreateRefund>;

export const ZLedgerEntry = z.object({
  id: ZId,
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Signed from the firm's side: money in positive, money out negative. */
  amountMinor: z.number().int(),
  currency: z.string().length(3),
  reason: z.string().nullable(),
  /** Who did it: a staff member's e-mail, or null when it came from the payment provider. */
  actorEmail: z.string().nullable(),
  occurredAt: ZInstant,
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

/** An order's money, as staff read it: every movement, oldest first, and what the firm holds of it. */
export const ZOrderLedger = z.object({
  orderId: ZId,
  currency: z.string().length(3),
  /** The sum of the entries: what can still be refunded. */
  balanceMinor: z.number().int(),
  entries: z.array(ZLedgerEntry),
});
export type TOrderLedger = z.infer<typeof ZOrderLedger>;

export const ZOrderRefundParams = z.object({
  organizationId: z.uuid(),
  orderId: z.uuid('Must be an order id'),
});

/**
 * A firm's own Stripe account as staff see it. The keys are never sent back once saved: only the key's
 * mode (from its prefix) and last four characters say which one is in use.
 */
export const ZPaymentAccount = z.object({
  connected: z.boolean(),
  /** Stripe's id of the account (acct_…), read from Stripe when the key was tested. */
  accountId: z.string().nullable(),
  /** The account's name as Stripe knows it (business or display name), when it has one. */
  accountName: z.string().nullable(),
  mode: z.enum(['test', 'live']).nullable(),
  keyLast4: z.string().nullable(),
  connectedAt: ZInstant.nullable(),
  connectedByEmail: z.string().nullable(),
  /** Where the firm points its Stripe webhook endpoint: its own path, verified with its own secret. */
  webhookUrl: z.string(),
});
export type TPaymentAccount = z.infer<typeof ZPaymentAccount>;

/** Connects the firm's own Stripe account, or replaces its keys; the secret key is tested before saving. */
export const ZConnectPaymentAccount = z.object({
  secretKey: z
    .string()
    .trim()
    .regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/,
      'Paste the secret key from Stripe (sk_live_… or sk_test_…)',
    )
    .max(255),
  webhookSecret: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9_+/=]{8,}$/, "Paste the webhook's signing secret from Stripe (whsec_…)")
    .max(255),
});
export type TConnectPaymentAccount = z.infer<typeof ZConnectPaymentAccount>;

export const ZPaymentAccountParams = z.object({ organizationId: z.uuid() });
