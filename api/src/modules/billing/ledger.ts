import type { EntityManager } from '@mikro-orm/core';
import type { TLedgerEntryKind, TOrderLedger } from '@propdesk/shared/contracts';
import { epochMsOf, queryRows } from '../../db/bulk-sql.ts';
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

// The order (so an order of another firm, or none, is told apart from one without movements) and its
// movements with who made them, oldest first, in one statement.
const LEDGER_SQL =
  'select o.currency as order_currency, l.id, l.kind, l.amount_minor, l.currency, l.reason, ' +
  'l.occurred_at, u.email as actor_email from orders o ' +
  'left join ledger_entries l on l.order_id = o.id left join users u on u.id = l.actor_id ' +
  'where o.id = ? and o.organization_id = ? order by l.occurred_at asc, l.created_at asc limit ?';

type TLedgerRow = {
  order_currency: string;
  id: string | null;
  kind: TLedgerEntryKind | null;
  amount_minor: unknown;
  currency: string | null;
  reason: string | null;
  occurred_at: unknown;
  actor_email: string | null;
};

/**
 * An order's movements, oldest first, with its balance, as staff read them; null when the organization
 * has no such order. One statement, unless the ledger is longer than it reads (never, in practice), when
 * the balance is summed in the database.
 */
export async function readOrderLedger(
  em: EntityManager,
  { organizationId, orderId }: { organizationId: string; orderId: string },
): Promise<TOrderLedger | null> {
  const rows = await queryRows<TLedgerRow>(em, LEDGER_SQL, [orderId, organizationId, LEDGER_ROWS_MAX]);
  const [first] = rows;
  if (first === undefined) return null;
  const entries = rows.flatMap((row) =>
    row.id === null || row.kind === null
      ? []
      : [
          {
            id: row.id,
            kind: row.kind,
            amountMinor: Number(row.amount_minor),
            currency: row.currency ?? first.order_currency,
            reason: row.reason,
            actorEmail: row.actor_email,
            occurredAt: new Date(epochMsOf(row.occurred_at) ?? 0).toISOString(),
          },
        ],
  );
  const balanceMinor =
    rows.length < LEDGER_ROWS_MAX
      ? entries.reduce((sum, entry) => sum + entry.amountMinor, 0)
      : await orderBalanceOf(em, orderId);
  return { orderId, currency: first.order_currency, balanceMinor, entries };
}
