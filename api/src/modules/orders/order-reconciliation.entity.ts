import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { Order, TradingAccount } from '../trading-accounts/index.ts';

/**
 * A paid order the reconciliation job found without its account, and the account it opened
 * (order-reconciliation.ts): what the platform's diagnostics count. Once per order: the unique order is
 * also what keeps two instances from both opening it.
 */
export const OrderReconciliation = defineEntity({
  name: 'OrderReconciliation',
  tableName: 'order_reconciliations',
  properties: {
    ...baseProperties(),
    order: () => p.manyToOne(Order).deleteRule('cascade').unique(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade').index(),
    paidAt: p.datetime(),
    /** How long after its payment the order got its account. */
    delayMs: p.integer(),
  },
});
export type TOrderReconciliation = InferEntity<typeof OrderReconciliation>;
