import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization } from '../tenancy/index.ts';

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
    /** When a new secret last replaced the one before; null while the first one is still in use. */
    rotatedAt: p.datetime().nullable(),
    /**
     * When a delivery signed with the secret last verified, to the minute (see touchIngestionKey): the
     * security dashboard shows whether the bridges still use it.
     */
    lastUsedAt: p.datetime().nullable(),
  },
});
export type TIngestionKey = InferEntity<typeof IngestionKey>;
