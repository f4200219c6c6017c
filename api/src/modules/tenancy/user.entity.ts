import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';

/** RFC 5321 caps an address at 254 characters in practice; 320 is the theoretical maximum. */
export const EMAIL_MAX_LENGTH = 320;

/** A person who can sign in. Roles and tenant links live on their Profile. */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    ...baseProperties(),
    // Normalized on write so "Ann@X.com" and "ann@x.com" are one account and the unique index holds.
    // The normalization applies to what is stored and queried; services should still lowercase input.
    email: p.string().lowercase().trim().length(EMAIL_MAX_LENGTH).unique(),
    // Null until a password is set (invited users). Hidden: never serialized with the entity.
    passwordHash: p.string().length(255).nullable().hidden(),
    emailVerifiedAt: p.datetime().nullable(),
    phone: p.string().length(32).nullable(),
    disabledAt: p.datetime().nullable(),
    /**
     * Wrong second-factor codes since the last completed sign-in, and the lock they earned (see
     * second-factor-throttle.ts). Apart from the password's counter on purpose: a right password must
     * not give a code guesser a fresh allowance.
     */
    secondFactorFailures: p.integer().default(0),
    secondFactorLockedUntil: p.datetime().nullable(),
  },
});

export type TUser = InferEntity<typeof User>;
