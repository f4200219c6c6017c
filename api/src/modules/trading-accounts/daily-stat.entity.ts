import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { TradingAccount } from './trading-account.entity.ts';

/** A finished trading day, keyed by its date in the rule set's reset time zone. */
export const DailyStat = defineEntity({
  name: 'DailyStat',
  tableName: 'daily_stats',
  uniques: [{ properties: ['account', 'dayKey'] }],
  properties: {
    ...baseProperties(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade'),
    dayKey: p.string().length(10),
    startBalanceMinor: p.integer(),
    startEquityMinor: p.integer(),
    endBalanceMinor: p.integer(),
    endEquityMinor: p.integer(),
    closedProfitMinor: p.integer(),
    isCounted: p.boolean(),
  },
});
export type TDailyStat = InferEntity<typeof DailyStat>;
