import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization } from '../tenancy/index.ts';
import { TradingAccount } from '../trading-accounts/index.ts';

/** Every event id a bridge delivered, once per organization: a resent batch books nothing twice. */
export const IngestedEvent = defineEntity({
  name: 'IngestedEvent',
  tableName: 'ingested_events',
  uniques: [{ properties: ['organization', 'eventId'] }],
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade'),
    eventId: p.string().length(120),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade').index(),
  },
});
export type TIngestedEvent = InferEntity<typeof IngestedEvent>;
