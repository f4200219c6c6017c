import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_TYPES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { IdentityVerification } from './identity-verification.entity.ts';

/**
 * One document of an identity check: the current file of its kind. A new upload of the same kind (after
 * a rejection) replaces the row and its file. The bytes live in the document storage under `storageKey`,
 * never in the database.
 */
export const IdentityDocument = defineEntity({
  name: 'IdentityDocument',
  tableName: 'identity_documents',
  uniques: [{ properties: ['verification', 'kind'] }],
  properties: {
    ...baseProperties(),
    verification: () => p.manyToOne(IdentityVerification).deleteRule('cascade'),
    kind: p.enum(KYC_DOCUMENT_KINDS),
    contentType: p.enum(KYC_DOCUMENT_TYPES),
    sizeBytes: p.integer(),
    storageKey: p.string().length(200),
  },
});

export type TIdentityDocument = InferEntity<typeof IdentityDocument>;
