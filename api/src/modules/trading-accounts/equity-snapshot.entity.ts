import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { TradingAccount } from './trading-account.entity.ts';

/** A sampled point of an account's balance and equity, for its chart. */
export const EquitySnapshot = defineEntity({
  name: 'EquitySnapshot',
  tableName: 'equity_snapshots',
  indexes: [{ properties: ['account', 'at'] }],
  properties: {
    ...baseProperties(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade'),
    at: p.datetime(),
    balanceMinor: p.integer(),
    equityMinor: p.integer(),
  },
});
export type TEquitySnapshot = InferEntity<typeof EquitySnapshot>;
