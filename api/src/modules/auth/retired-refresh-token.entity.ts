import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { TOKEN_HASH_LENGTH } from './auth.constants.ts';
import { Session } from './session.entity.ts';

/**
 * A refresh token that was already rotated away. Presenting one again means the token was copied:
 * its session (the whole family) is revoked. Rows die with their session.
 */
export const RetiredRefreshToken = defineEntity({
  name: 'RetiredRefreshToken',
  tableName: 'retired_refresh_tokens',
  properties: {
    ...baseProperties(),
    session: () => p.manyToOne(Session).deleteRule('cascade').index(),
    tokenHash: p.string().length(TOKEN_HASH_LENGTH).unique(),
  },
});

export type TRetiredRefreshToken = InferEntity<typeof RetiredRefreshToken>;
