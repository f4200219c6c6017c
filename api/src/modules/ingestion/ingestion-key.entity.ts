import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
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
