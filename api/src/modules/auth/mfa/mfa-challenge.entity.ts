import { MFA_CHALLENGES, SIGN_IN_PORTALS } from '@propdesk/shared/contracts';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../../db/base-properties.ts';
import { TOKEN_HASH_LENGTH } from '../auth.constants.ts';
import { User } from '../../tenancy/index.ts';

/**
 * The second step of one sign-in, between the right password and the code. Do not loosen: the browser
 * holds only an opaque token whose SHA-256 is stored here, and a completed challenge can never start a
 * second session (completion is a conditional update of `completedAt`).
 */
export const MfaChallenge = defineEntity({
  name: 'MfaChallenge',
  tableName: 'mfa_challenges',
  properties: {
    ...baseProperties(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    tokenHash: p.string().length(TOKEN_HASH_LENGTH).unique(),
    portal: p.enum(SIGN_IN_PORTALS),
    challenge: p.enum(MFA_CHALLENGES),
    expiresAt: p.datetime(),
    completedAt: p.datetime().nullable(),
  },
});

export type TMfaChallenge = InferEntity<typeof MfaChallenge>;
