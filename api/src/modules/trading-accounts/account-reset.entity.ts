import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization } from '../tenancy/index.ts';
import { Order } from './order.entity.ts';
import { TradingAccount } from './trading-account.entity.ts';

/**
 * A reset order's link to the failed account it resets (docs: Domain rules › Resets), written with the
 * order. A failed account may have several (a payment that failed, then another try); the unique
 * trading_accounts.reset_of_id lets only one of them ever open an account.
 */
export const AccountReset = defineEntity({
  name: 'AccountReset',
  tableName: 'account_resets',
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    order: () => p.manyToOne(Order).deleteRule('cascade').unique(),
    failedAccount: () => p.manyToOne(TradingAccount).deleteRule('cascade').index(),
  },
});

export type TAccountReset = InferEntity<typeof AccountReset>;
