import type { EntityManager } from '@mikro-orm/core';
import type { TLoginGenerator, TOrder } from '../trading-accounts/index.ts';
import { openPaidOrderAccount } from './paid-order-account.ts';

/**
 * Everything that follows an order's payment, in the transaction that moved it to paid, so none of it
 * can happen without the payment or be left out of it: the account it buys is opened here. Called once
 * per order, by the one transaction whose conditional UPDATE moved it (payment-webhook.service.ts).
 */
export function recordOrderPaid(
  tx: EntityManager,
  { order, now, generateLogin }: { order: TOrder; now: number; generateLogin?: TLoginGenerator | undefined },
): void {
  openPaidOrderAccount(tx, { order, now, ...(generateLogin === undefined ? {} : { generateLogin }) });
}
