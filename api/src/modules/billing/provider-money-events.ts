import type { EntityManager } from '@mikro-orm/core';
import { AUDIT_ACTIONS } from '@propdesk/shared/contracts';
import { recordAuditEvent } from '../audit/index.ts';
import {
  closeOrderAccounts,
  Order,
  type TClosingReason,
  type TOrder,
  type TTradingAccount,
} from '../trading-accounts/index.ts';
import { LedgerEntry } from './ledger-entry.entity.ts';
import { movedByKinds, orderBalanceOf, recordLedgerEntry } from './ledger.ts';
import { publishMoneyReturned } from './money-returned-event.ts';

/** Money the provider reports moving on a payment it took, whoever started it (its dashboard, a bank). */
export type TProviderMoneyEvent =
  | {
      readonly kind: 'refunded';
      /** The charge refunded, for a movement the provider names no refund of. */
      readonly chargeId: string;
      /** Everything refunded on the charge so far, as the provider counts it. */
      readonly totalRefundedMinor: number;
      /** The refunds themselves when the provider lists them; null when it does not. */
      readonly refunds: readonly { id: string; amountMinor: number }[] | null;
    }
  | {
      readonly kind: 'dispute_opened';
      readonly disputeId: string;
      readonly amountMinor: number;
      readonly reason: string;
    }
  | {
      readonly kind: 'dispute_closed';
      readonly disputeId: string;
      readonly amountMinor: number;
      readonly outcome: 'won' | 'lost' | 'other';
    };

export type TMoneyEventResult = { result: 'applied' | 'ignored'; closed: TTradingAccount[] };

const IGNORED: TMoneyEventResult = { result: 'ignored', closed: [] };

/**
 * Applies a provider's refund or dispute to the order whose payment it concerns (found by the payment's
 * ledger row), in the caller's transaction, which records the provider's event once. The order row is
 * locked first, like a staff refund locks it, so the two never count one refund twice: each refund is
 * recorded under the provider's own id, and a refund the provider does not name is the difference
 * between its total and what the ledger has. A full refund or a chargeback closes the accounts the order
 * bought; a partial refund made at the provider keeps them (the firm chose it there). A won dispute
 * brings the money back but not the account: it was closed when the bank took the money.
 */
export async function applyProviderMoneyEvent(
  tx: EntityManager,
  {
    provider,
    paymentReference,
    event,
    now,
  }: {
    provider: string;
    paymentReference: string | null;
    event: TProviderMoneyEvent;
    now: number;
  },
): Promise<TMoneyEventResult> {
  if (paymentReference === null) return IGNORED;
  const payment = await tx.findOne(
    LedgerEntry,
    { provider, kind: 'payment', externalId: paymentReference },
    { fields: ['order'] },
  );
  if (payment === null) return IGNORED;
  const orderId = payment.order.id;
  await tx.nativeUpdate(Order, { id: orderId }, { updatedAt: new Date(now) });
  const order = await tx.findOneOrFail(Order, { id: orderId }, { refresh: true });
  const movement = { order, provider, now };
  switch (event.kind) {
    case 'refunded':
      return applyRefunds(tx, movement, event);
    case 'dispute_opened':
      return applyDisputeOpened(tx, movement, event);
    case 'dispute_closed':
      return applyDisputeClosed(tx, movement, event);
  }
}

type TMovementContext = { order: TOrder; provider: string; now: number };

async function applyRefunds(
  tx: EntityManager,
  { order, provider, now }: TMovementContext,
  event: Extract<TProviderMoneyEvent, { kind: 'refunded' }>,
): Promise<TMoneyEventResult> {
  const missing = await unrecordedRefunds(tx, { order, provider }, event);
  if (missing.length === 0) return IGNORED;
  let balance = await orderBalanceOf(tx, order.id);
  for (const refund of missing) {
    recordLedgerEntry(tx, {
      order,
      kind: 'refund',
      amountMinor: refund.amountMinor,
      provider,
      externalId: refund.id,
      reason: 'Refunded at the payment provider',
      actorId: null,
      at: now,
    });
    balance -= refund.amountMinor;
  }
  const amountMinor = missing.reduce((sum, refund) => sum + refund.amountMinor, 0);
  const isFull = balance <= 0;
  if (isFull) order.status = 'refunded';
  const closed = isFull ? await closeOrderAccounts(tx, { orderId: order.id, at: now, reason: 'refund' }) : [];
  record(tx, { order, kind: 'refund', amountMinor, balanceMinor: balance, closed, source: 'refund' });
  return { result: 'applied', closed };
}

/** The provider's refunds the ledger does not have yet, by id, or as one difference when none is named. */
async function unrecordedRefunds(
  tx: EntityManager,
  { order, provider }: { order: TOrder; provider: string },
  event: Extract<TProviderMoneyEvent, { kind: 'refunded' }>,
): Promise<{ id: string; amountMinor: number }[]> {
  if (event.refunds !== null) {
    const ids = event.refunds.map(({ id }) => id);
    const known = await tx.find(
      LedgerEntry,
      { provider, kind: 'refund', externalId: { $in: ids } },
      { fields: ['externalId'] },
    );
    const knownIds = new Set(known.map(({ externalId }) => externalId));
    return event.refunds.filter(({ id, amountMinor }) => !knownIds.has(id) && amountMinor > 0);
  }
  const recorded = await movedByKinds(tx, order.id, ['refund']);
  const difference = event.totalRefundedMinor - recorded;
  return difference > 0
    ? [{ id: `${event.chargeId}:refunded:${event.totalRefundedMinor}`, amountMinor: difference }]
    : [];
}

async function applyDisputeOpened(
  tx: EntityManager,
  { order, provider, now }: TMovementContext,
  event: Extract<TProviderMoneyEvent, { kind: 'dispute_opened' }>,
): Promise<TMoneyEventResult> {
  const known = await tx.count(LedgerEntry, { provider, kind: 'dispute', externalId: event.disputeId });
  if (known > 0 || event.amountMinor <= 0) return IGNORED;
  const balanceMinor = (await orderBalanceOf(tx, order.id)) - event.amountMinor;
  recordLedgerEntry(tx, {
    order,
    kind: 'dispute',
    amountMinor: event.amountMinor,
    provider,
    externalId: event.disputeId,
    reason: event.reason,
    actorId: null,
    at: now,
  });
  const closed = await closeOrderAccounts(tx, { orderId: order.id, at: now, reason: 'chargeback' });
  record(tx, {
    order,
    kind: 'chargeback',
    amountMinor: event.amountMinor,
    balanceMinor,
    closed,
    source: 'chargeback',
  });
  return { result: 'applied', closed };
}

async function applyDisputeClosed(
  tx: EntityManager,
  { order, provider, now }: TMovementContext,
  event: Extract<TProviderMoneyEvent, { kind: 'dispute_closed' }>,
): Promise<TMoneyEventResult> {
  // Lost: the money stays with the bank, as the dispute's own row says. Won: it comes back, once.
  if (event.outcome !== 'won') return IGNORED;
  const wasOpened = await tx.count(LedgerEntry, { provider, kind: 'dispute', externalId: event.disputeId });
  const known = await tx.count(LedgerEntry, {
    provider,
    kind: 'dispute_reversal',
    externalId: event.disputeId,
  });
  if (wasOpened === 0 || known > 0) return IGNORED;
  recordLedgerEntry(tx, {
    order,
    kind: 'dispute_reversal',
    amountMinor: event.amountMinor,
    provider,
    externalId: event.disputeId,
    reason: 'Dispute won',
    actorId: null,
    at: now,
  });
  return { result: 'applied', closed: [] };
}

/** The audit trail and the event of money that went back to the trader by the provider's doing. */
function record(
  tx: EntityManager,
  {
    order,
    kind,
    amountMinor,
    balanceMinor,
    closed,
    source,
  }: {
    order: TOrder;
    kind: 'refund' | 'chargeback';
    amountMinor: number;
    balanceMinor: number;
    closed: readonly TTradingAccount[];
    source: TClosingReason;
  },
): void {
  publishMoneyReturned(tx, { order, kind, amountMinor, balanceMinor });
  recordAuditEvent(tx, {
    action: kind === 'refund' ? AUDIT_ACTIONS.orderRefunded : AUDIT_ACTIONS.orderChargedBack,
    outcome: 'success',
    actor: null,
    client: { ip: null, userAgent: null },
    organizationId: order.organization.id,
    target: { type: 'order', id: order.id },
    details: {
      amountMinor,
      currency: order.currency,
      source: `provider_${source}`,
      closedAccountIds: closed.map(({ id }) => id),
    },
  });
}
