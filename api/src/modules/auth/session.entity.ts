import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { IP_MAX_LENGTH, USER_AGENT_MAX_LENGTH } from '../audit/index.ts';
import { TOKEN_HASH_LENGTH } from './auth.constants.ts';
import { User } from '../tenancy/index.ts';

export const SESSION_REVOCATION_REASONS = [
  'sign_out',
  'revoked_by_user',
  'refresh_token_reuse',
  // The user became an admin or manager in a session that never passed a second factor.
  'mfa_required',
] as const;
export type TSessionRevocationReason = (typeof SESSION_REVOCATION_REASONS)[number];

/**
 * One signed-in device: a refresh-token family. Its id is stable for the session's whole life (it is the
 * `sid` of every access token issued under it); each refresh replaces `refreshTokenHash` and keeps the
 * replaced hash in RetiredRefreshToken, so a stolen old token is recognised when it comes back.
 */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  // A person's last use of the portal, read for every client when staff sort them by activity.
  indexes: [{ properties: ['user', 'lastUsedAt'] }],
  properties: {
    ...baseProperties(),
    // Indexed explicitly: PostgreSQL does not index foreign keys, and sessions are listed per user.
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    // Do not loosen: only the SHA-256 of the token is stored, so a database leak gives no usable token.
    refreshTokenHash: p.string().length(TOKEN_HASH_LENGTH).unique(),
    userAgent: p.string().length(USER_AGENT_MAX_LENGTH).nullable(),
    ip: p.string().length(IP_MAX_LENGTH).nullable(),
    lastUsedAt: p.datetime(),
    /** When this session's sign-in passed a second factor; null for password-only sign-ins. */
    mfaVerifiedAt: p.datetime().nullable(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    revokedReason: p.enum(SESSION_REVOCATION_REASONS).nullable(),
  },
});

export type TSession = InferEntity<typeof Session>;
