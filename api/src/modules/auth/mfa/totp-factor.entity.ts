import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../../db/base-properties.ts';
import { User } from '../../tenancy/index.ts';

/**
 * A user's authenticator app (RFC 6238 TOTP). One per user: pending until the first code confirms it,
 * then on. Do not loosen: the shared secret is stored encrypted (see secret-box.ts), never in clear, and
 * `lastUsedStep` refuses a code that was already accepted, so an overheard code cannot be replayed.
 */
export const TotpFactor = defineEntity({
  name: 'TotpFactor',
  tableName: 'totp_factors',
  properties: {
    ...baseProperties(),
    user: () => p.oneToOne(User).owner().deleteRule('cascade'),
    encryptedSecret: p.string().length(255),
    confirmedAt: p.datetime().nullable(),
    /** The 30-second time step of the last accepted code (Unix time / 30). */
    lastUsedStep: p.integer().nullable(),
  },
});

export type TTotpFactor = InferEntity<typeof TotpFactor>;
