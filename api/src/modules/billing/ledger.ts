import type { EntityManager } from '@mikro-orm/core';
import type { TLedgerEntryKind, TOrderLedger } from '@propdesk/shared/contracts';
import type { TOrder } from '../trading-accounts/index.ts';
import { LedgerEntry } from './ledger-entry.entity.ts';

/** How many movements an order's ledger answers at most: a handful in practice (a payment, refunds). */
const LEDGER_ROWS_MAX = 200;

const SIGNS: Readonly<Record<TLedgerEntryKind, 1 | -1>> = {
  payment: 1,
  refund: -1,
  dispute: -1,
  dispute_reversal: 1,
  fee_refund: -1,
};

export type TLedgerMovement = {
  readonly order: TOrder;
  readonly kind: TLedgerEntryKind;
  /** The amount moved, always positive: the kind gives the direction. */
  readonly amountMinor: number;
  readonly provider: string;
  readonly externalId: string | null;
  readonly reason: string | null;
  readonly actorId: string | null;
  readonly requestKey?: string | null;
  readonly at: number;
};

/** Queues one movement in the caller's transaction; its flush writes it with the change it pays for. */
export function recordLedgerEntry(em: EntityManager, movement: TLedgerMovement): void {
  if (!Number.isSafeInteger(movement.amountMinor) || movement.amountMinor <= 0) {
    throw new Error(`A ledger movement is a positive whole number of cents, not ${movement.amountMinor}`);
  }
  em.create(LedgerEntry, {
    organization: movement.order.organization,
    order: movement.order,
    kind: movement.kind,
    amountMinor: SIGNS[movement.kind] * movement.amountMinor,
    currency: movement.order.currency,
    provider: movement.provider,
    externalId: movement.externalId,
    reason: movement.reason?.slice(0, 500) ?? null,
    actor: movement.actorId,
    requestKey: movement.requestKey ?? null,
    occurredAt: new Date(movement.at),
  });
}

/** What the firm holds of an order: the sum of its ledger (0 for an order never paid). */
export async function orderBalanceOf(em: EntityManager, orderId: string): Promise<number> {
  const entries = await em.find(LedgerEntry, { order: orderId }, { fields: ['amountMinor'] });
  return entries.reduce((sum, entry) => sum + entry.amountMinor, 0);
}

/** The total of an order's movements of some kinds, as positive cents (what was refunded, disputed). */
export async function movedByKinds(
  em: EntityManager,
  orderId: string,
  kinds: readonly TLedgerEntryKind[],
): Promise<number> {
  const entries = await em.find(
    LedgerEntry,
    { order: orderId, kind: { $in: [...kinds] } },
    {
      fields: ['amountMinor'],
    },
  );
  return Math.abs(entries.reduce((sum, entry) => sum + entry.amountMinor, 0));
}

/** An order's movements, oldest first, with its balance, as staff read them. */
export async function readOrderLedger(em: EntityManager, order: TOrder): Promise<TOrderLedger> {
  const entries = await em.find(
    LedgerEntry,
    { order: order.id },
    {
      orderBy: { occurredAt: 'asc', createdAt: 'asc' },
      limit: LEDGER_ROWS_MAX,
      populate: ['actor'],
      fields: ['kind', 'amountMinor', 'currency', 'reason', 'occurredAt', 'actor.email'],
    },
  );
  return {
    orderId: order.id,
    currency: order.currency,
    balanceMinor: await orderBalanceOf(em, order.id),
    entries: entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amountMinor: entry.amountMinor,
      currency: entry.currency,
      reason: entry.reason ?? null,
      actorEmail: entry.actor?.email ?? null,
      occurredAt: entry.occurredAt.toISOString(),
    })),
  };
}
