import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TRADE_SIDES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { TradingAccount } from './trading-account.entity.ts';

/**
 * A platform deal: a position's opening (`in`) or (partial) closing (`out`). Like every row of an
 * account's history it hangs off its account; reads are scoped through the account's owner and
 * organization (trading-accounts.service.ts).
 */
export const Deal = defineEntity({
  name: 'Deal',
  tableName: 'deals',
  // The platform's deal id, once per account: a repeated feed never books a deal twice.
  uniques: [{ properties: ['account', 'externalId'] }],
  indexes: [{ properties: ['account', 'executedAt'] }],
  properties: {
    ...baseProperties(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade'),
    externalId: p.string().length(120),
    positionId: p.string().length(120),
    symbol: p.string().length(20),
    side: p.enum(TRADE_SIDES),
    volume: p.double(),
    price: p.double(),
    entry: p.enum(['in', 'out'] as const),
    profitMinor: p.integer().default(0),
    commissionMinor: p.integer().default(0),
    executedAt: p.datetime(),
  },
});
export type TDeal = InferEntity<typeof Deal>;
