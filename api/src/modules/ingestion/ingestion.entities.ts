import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { TradingAccount } from '../challenges/trading-account.entity.ts';
import { Organization } from '../organizations/organization.entity.ts';

/**
 * An organization's secret for signing trading-data deliveries from its platform bridges (MT5, cTrader).
 * Sealed at rest (secret box): the api must read it back to verify signatures, so it cannot be hashed.
 */
export const IngestionKey = defineEntity({
  name: 'IngestionKey',
  tableName: 'ingestion_keys',
  properties: {
    ...baseProperties(),
    organization: () => p.oneToOne(Organization).owner().deleteRule('cascade'),
    sealedSecret: p.text(),
  },
});
export type TIngestionKey = InferEntity<typeof IngestionKey>;

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
