import type { EntityManager } from '@mikro-orm/core';
import { recordLedgerEntry } from '../billing/index.ts';
import { requestReceipt } from '../receipts/index.ts';
import type { TLoginGenerator, TOrder } from '../trading-accounts/index.ts';
import { openPaidOrderAccount } from './paid-order-account.ts';

/**
 * Everything that follows an order's payment, in the transaction that moved it to paid, so none of it
 * can happen without the payment or be left out of it: the payment's ledger row, the account it buys and
 * its receipt. Called once per order, by the one transaction whose conditional UPDATE moved it
 * (payment-webhook.service.ts).
 */
export function recordOrderPaid(
  tx: EntityManager,
  {
    order,
    now,
    generateLogin,
    payment,
  }: {
    order: TOrder;
    now: number;
    generateLogin?: TLoginGenerator | undefined;
    /** The provider's id of the money taken: the ledger's payment row. None for an order at zero. */
    payment?: { provider: string; reference: string };
  },
): void {
  if (payment !== undefined && order.priceMinor > 0) {
    recordLedgerEntry(tx, {
      order,
      kind: 'payment',
      amountMinor: order.priceMinor,
      provider: payment.provider,
      externalId: payment.reference,
      reason: null,
      actorId: null,
      at: now,
    });
  }
  openPaidOrderAccount(tx, { order, now, ...(generateLogin === undefined ? {} : { generateLogin }) });
  requestReceipt(tx, order);
}
