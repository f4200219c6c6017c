import type { TCreateRefund } from '@propdesk/shared/contracts';

/** The reason's length as ZCreateRefund checks it (the api checks again). */
export const REFUND_REASON_LIMITS = { minLength: 3, maxLength: 500 } as const;

/** The refund form as typed: the amount in the order's major units, as the money input holds it. */
export type TRefundFields = { amount: number | string; reason: string; keepAccount: boolean };

/** Each field's problem as a key of the `refund.problems` texts. */
export type TRefundProblems = Partial<Record<'amount' | 'reason', string>>;

export type TRefundRequest = Omit<TCreateRefund, 'idempotencyKey'> & {
  amountMinor: number;
  keepAccount: boolean;
};

/** The amount typed, in cents; null when it is not a number of whole cents. */
export function amountMinorOf(amount: number | string): number | null {
  if (amount === '') return null;
  const value = Number(amount);
  if (!Number.isFinite(value)) return null;
  const minor = Math.round(value * 100);
  return Math.abs(minor - value * 100) < 1e-6 ? minor : null;
}

/** What the dialog opens with: everything left of the order, the account closed. */
export function initialRefundFields(balanceMinor: number): TRefundFields {
  return { amount: balanceMinor / 100, reason: '', keepAccount: false };
}

/**
 * The request the api takes, or each field's problem, checked against the order's balance so the dialog
 * answers at once. The amount is always sent, even when it is everything left: if the balance moved
 * meanwhile (another refund, a chargeback), the api refuses it instead of refunding a different sum.
 * Keeping the account is only for a partial amount (a full refund always closes it).
 */
export function refundRequestOf(
  fields: TRefundFields,
  balanceMinor: number,
): { request: TRefundRequest } | { problems: TRefundProblems } {
  const amountMinor = amountMinorOf(fields.amount);
  const reason = fields.reason.trim();
  const problems: TRefundProblems = {};
  if (amountMinor === null) problems.amount = fields.amount === '' ? 'amountMissing' : 'amountCents';
  else if (amountMinor <= 0) problems.amount = 'amountTooSmall';
  else if (amountMinor > balanceMinor) problems.amount = 'amountTooLarge';
  if (reason.length < REFUND_REASON_LIMITS.minLength) problems.reason = 'reasonShort';
  else if (reason.length > REFUND_REASON_LIMITS.maxLength) problems.reason = 'reasonLong';
  if (amountMinor === null || Object.keys(problems).length > 0) return { problems };
  return {
    request: { amountMinor, reason, keepAccount: amountMinor < balanceMinor && fields.keepAccount },
  };
}

/** Whether the refund leaves part of the order with the firm (so the account may be kept). */
export function isPartialRefund(fields: TRefundFields, balanceMinor: number): boolean {
  const amountMinor = amountMinorOf(fields.amount);
  return amountMinor !== null && amountMinor > 0 && amountMinor < balanceMinor;
}
