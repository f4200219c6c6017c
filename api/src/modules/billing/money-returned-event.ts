import type { EntityManager } from '@mikro-orm/core';
import { publishEvent } from '../events/index.ts';
import type { TOrder } from '../trading-accounts/index.ts';

/** The event a refund or a chargeback publishes, for whatever must follow it (an affiliate's claw-back). */
export const MONEY_RETURNED_EVENT = 'order_money_returned';

/**
 * Tells the rest of the platform that money of an order went back to the trader, in the transaction that
 * recorded it: `amountMinor` this time, `balanceMinor` what the firm still holds of the order.
 */
export function publishMoneyReturned(
  tx: EntityManager,
  {
    order,
    kind,
    amountMinor,
    balanceMinor,
  }: { order: TOrder; kind: 'refund' | 'chargeback'; amountMinor: number; balanceMinor: number },
): void {
  publishEvent(tx, {
    type: MONEY_RETURNED_EVENT,
    payload: {
      orderId: order.id,
      organizationId: order.organization.id,
      userId: order.user.id,
      kind,
      amountMinor,
      balanceMinor,
      currency: order.currency,
    },
  });
}
