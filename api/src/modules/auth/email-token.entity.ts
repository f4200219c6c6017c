import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { TOKEN_HASH_LENGTH } from './auth.constants.ts';
import { User } from '../tenancy/index.ts';

export const EMAIL_TOKEN_PURPOSES = ['verify', 'recovery'] as const;
export type TEmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * A single-use link sent by mail (email verification, password recovery). Do not loosen: only the
 * SHA-256 of the token is stored, so the database alone never yields a usable link; the token itself
 * exists only in the mail.
 */
export const EmailToken = defineEntity({
  name: 'EmailToken',
  tableName: 'email_tokens',
  properties: {
    ...baseProperties(),
    // Indexed explicitly: PostgreSQL does not index foreign keys, and older tokens are replaced per user.
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    purpose: p.enum(EMAIL_TOKEN_PURPOSES),
    tokenHash: p.string().length(TOKEN_HASH_LENGTH).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export type TEmailToken = InferEntity<typeof EmailToken>;
