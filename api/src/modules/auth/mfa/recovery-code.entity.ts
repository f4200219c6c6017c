import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../../db/base-properties.ts';
import { TOKEN_HASH_LENGTH } from '../auth.constants.ts';
import { User } from '../../tenancy/index.ts';

/**
 * A single-use code that stands in for the authenticator when the phone is lost. Only the SHA-256 is
 * kept (the codes carry 50 bits of randomness each, so a slow hash adds nothing); the user sees the
 * codes once, when they are generated.
 */
export const MfaRecoveryCode = defineEntity({
  name: 'MfaRecoveryCode',
  tableName: 'mfa_recovery_codes',
  properties: {
    ...baseProperties(),
    // Indexed explicitly: PostgreSQL does not index foreign keys, and codes are looked up per user.
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    codeHash: p.string().length(TOKEN_HASH_LENGTH),
    usedAt: p.datetime().nullable(),
  },
});

export type TMfaRecoveryCode = InferEntity<typeof MfaRecoveryCode>;
