import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization, User } from '../tenancy/index.ts';

/**
 * A key a firm's own systems read its data with through the public api (`/api/v1`). Only a hash of its
 * secret is kept (api-key-token.ts): the full key is shown once, when created.
 */
export const ApiKey = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    name: p.string().length(100),
    /** The key's public part, unique: how a request's key is found before its secret is compared. */
    publicId: p.string().length(16).unique(),
    /** SHA-256 of the secret part, hex: the secret is 256 random bits, so a plain hash cannot be reversed. */
    secretHash: p.string().length(64),
    /** Comma-separated API_KEY_SCOPES. */
    scopes: p.string().length(200),
    expiresAt: p.datetime().nullable(),
    /** To the minute, written in batches (api-key-usage.ts). */
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});

export type TApiKeyRow = InferEntity<typeof ApiKey>;
