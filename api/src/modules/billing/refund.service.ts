import type { EntityManager } from '@mikro-orm/core';
import {
  AUDIT_ACTIONS,
  BILLING_ERROR_CODES,
  type TOrderLedger,
  type ZCreateRefund,
} from '@propdesk/shared/contracts';
import type { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import type { TClock } from '../../infra/clock.ts';
import { recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import {
  announceClosedAccounts,
  closeOrderAccounts,
  Order,
  type TAccountChangeBus,
  type TOrder,
  type TTradingAccount,
} from '../trading-accounts/index.ts';
import { LedgerEntry } from './ledger-entry.entity.ts';
import { orderBalanceOf, readOrderLedger, recordLedgerEntry } from './ledger.ts';
import { publishMoneyReturned } from './money-returned-event.ts';
import type { TRefundingProvider } from './refunding-provider.ts';

export type TRefundInput = {
  em: EntityManager;
  organizationId: string;
  orderId: string;
  actor: TActor;
  client: TClientInfo;
  input: z.output<typeof ZCreateRefund>;
  /** The providers this installation takes payments with; an order is refunded by the one that took it. */
  providers: readonly TRefundingProvider[];
  changes: TAccountChangeBus;
  clock: TClock;
};

function notRefundable(message: string): DomainError {
  return new DomainError(BILLING_ERROR_CODES.orderNotRefundable, message);
}

/**
 * Gives money back on a paid order through the provider that took it, and records it: the ledger row,
 * the order refunded once nothing is left, the accounts it bought closed (unless a partial refund keeps
 * them), the audit trail and the event for what follows a refund, in one transaction.
 *
 * Do not loosen: the transaction starts by locking the order row (one UPDATE), so two staff refunding at
 * once, or the provider's own webhook about this refund, wait for it and then read the balance it left;
 * the provider is called while the lock is held, so the balance it was checked against cannot move. The
 * provider's id of the refund is unique on the ledger, so whichever records it second records nothing.
 */
export async function refundOrder(request: TRefundInput): Promise<TOrderLedger> {
  const { em, organizationId, orderId, actor, client, input, providers, changes, clock } = request;
  const { order, closed } = await em.fork().transactional(async (tx) => {
    const now = clock.now();
    const locked = await tx.nativeUpdate(
      Order,
      { id: orderId, organization: organizationId },
      { updatedAt: new Date(now) },
    );
    if (locked === 0) throw DomainError.notFound('Order not found');
    const order = await tx.findOneOrFail(Order, { id: orderId }, { refresh: true });
    const repeated = await tx.findOne(LedgerEntry, { order: orderId, requestKey: input.idempotencyKey });
    if (repeated !== null) return { order, closed: [] };

    const balance = await refundableBalance(tx, order);
    const amountMinor = input.amountMinor ?? balance;
    if (amountMinor > balance) {
      throw new DomainError(
        BILLING_ERROR_CODES.refundExceedsBalance,
        `At most ${balance} cents of this order can be refunded`,
        { details: { balanceMinor: balance } },
      );
    }
    const provider = providers.find(({ name }) => name === order.provider);
    if (provider === undefined) {
      throw notRefundable(
        `This order was paid through ${order.provider}, which this platform no longer uses: refund it there`,
      );
    }
    const reference = await refundAtProvider(tx, provider, order, amountMinor, input.idempotencyKey);
    const isRecorded =
      (await tx.count(LedgerEntry, { provider: provider.name, kind: 'refund', externalId: reference })) > 0;
    const closed: TTradingAccount[] = [];
    if (!isRecorded) {
      recordLedgerEntry(tx, {
        order,
        kind: 'refund',
        amountMinor,
        provider: provider.name,
        externalId: reference,
        reason: input.reason,
        actorId: actor.userId,
        requestKey: input.idempotencyKey,
        at: now,
      });
      const isFull = amountMinor === balance;
      if (isFull) order.status = 'refunded';
      if (isFull || !input.keepAccount) {
        closed.push(...(await closeOrderAccounts(tx, { orderId, at: now, reason: 'refund' })));
      }
      publishMoneyReturned(tx, { order, kind: 'refund', amountMinor, balanceMinor: balance - amountMinor });
      recordAuditEvent(tx, {
        action: AUDIT_ACTIONS.orderRefunded,
        outcome: 'success',
        actor: actor.userId,
        client,
        organizationId,
        target: { type: 'order', id: orderId },
        details: {
          amountMinor,
          currency: order.currency,
          isFull,
          closedAccountIds: closed.map(({ id }) => id),
          reason: input.reason,
        },
      });
    }
    await tx.flush();
    return { order, closed };
  });
  announceClosedAccounts(changes, closed);
  const ledger = await readOrderLedger(em.fork(), { organizationId, orderId: order.id });
  if (ledger === null) throw DomainError.notFound('Order not found');
  return ledger;
}

/** What is left to refund on an order: its balance, once it has been paid through a provider. */
async function refundableBalance(tx: EntityManager, order: TOrder): Promise<number> {
  if (order.status !== 'paid' && order.status !== 'refunded') {
    throw notRefundable('Only a paid order can be refunded');
  }
  const balance = await orderBalanceOf(tx, order.id);
  if (balance <= 0) throw notRefundable('Nothing is left to refund on this order');
  return balance;
}

async function refundAtProvider(
  tx: EntityManager,
  provider: TRefundingProvider,
  order: TOrder,
  amountMinor: number,
  idempotencyKey: string,
): Promise<string> {
  const payment = await tx.findOne(
    LedgerEntry,
    { order: order.id, kind: 'payment' },
    { fields: ['externalId'] },
  );
  if (payment?.externalId == null) throw notRefundable('This order has no payment on record to refund');
  try {
    const { reference } = await provider.refund({
      orderId: order.id,
      organizationId: order.organization.id,
      em: tx,
      paymentReference: payment.externalId,
      amountMinor,
      currency: order.currency,
      idempotencyKey,
    });
    return reference;
  } catch (error) {
    // The provider's own words stay in the log (they can name the firm's account); nothing was recorded.
    throw new DomainError(
      BILLING_ERROR_CODES.refundFailed,
      'The payment provider did not make the refund; nothing was refunded. Try again in a moment',
      { cause: error },
    );
  }
}
