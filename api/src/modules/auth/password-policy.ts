import { createRequire } from 'node:module';
import { PASSWORD_POLICY } from '@propdesk/shared/contracts';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import { AUTH_ERROR_CODES } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { onFirstUse } from '../../infra/on-first-use.ts';

export const PASSWORD_WEAKNESS_CODES = {
  tooShort: 'too_short',
  tooLong: 'too_long',
  common: 'common_password',
  containsEmail: 'contains_email',
  containsName: 'contains_name',
} as const;
export type TPasswordWeaknessCode = (typeof PASSWORD_WEAKNESS_CODES)[keyof typeof PASSWORD_WEAKNESS_CODES];

/** One reason a password was refused: a code for the UI to translate and an English message. */
export type TPasswordWeakness = { code: TPasswordWeaknessCode; message: string };

/** What the password is checked against besides itself: the person's own identifiers. */
export type TPasswordOwner = { email: string; firstName?: string; lastName?: string };

/**
 * Identifiers shorter than this are not looked for inside a password: "Al" or "jo" would refuse
 * countless good passwords while adding nothing an attacker could guess.
 */
const MIN_IDENTIFIER_LENGTH = 3;

/**
 * The list is read with the first password checked (sign-up, a reset, a change): its dictionaries hold
 * about 16 MB that an instance serving none of those should not carry.
 */
const commonPasswords = onFirstUse((): ReadonlySet<string> => {
  const { dictionary } = createRequire(import.meta.url)(
    '@zxcvbn-ts/language-common',
  ) as typeof LanguageCommon;
  return new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
});

function containsIdentifier(password: string, identifier: string | undefined): boolean {
  const normalized = identifier?.trim().toLowerCase() ?? '';
  return normalized.length >= MIN_IDENTIFIER_LENGTH && password.includes(normalized);
}

/**
 * NIST SP 800-63B style: length and a deny list, no composition rules. Every applicable reason is
 * returned so the person can fix them all at once. Length counts characters, not UTF-16 units.
 */
export function findPasswordWeaknesses(password: string, owner: TPasswordOwner): TPasswordWeakness[] {
  const weaknesses: TPasswordWeakness[] = [];
  const length = [...password].length;
  const lowered = password.toLowerCase();

  if (length < PASSWORD_POLICY.minLength) {
    weaknesses.push({
      code: PASSWORD_WEAKNESS_CODES.tooShort,
      message: `Use at least ${PASSWORD_POLICY.minLength} characters.`,
    });
  }
  if (length > PASSWORD_POLICY.maxLength) {
    weaknesses.push({
      code: PASSWORD_WEAKNESS_CODES.tooLong,
      message: `Use at most ${PASSWORD_POLICY.maxLength} characters.`,
    });
  }
  if (commonPasswords().has(lowered)) {
    weaknesses.push({
      code: PASSWORD_WEAKNESS_CODES.common,
      message: 'This password is on a list of commonly used passwords; choose one that is not.',
    });
  }
  const emailLocalPart = owner.email.split('@')[0];
  if (containsIdentifier(lowered, emailLocalPart)) {
    weaknesses.push({
      code: PASSWORD_WEAKNESS_CODES.containsEmail,
      message: 'The password must not contain your email address.',
    });
  }
  if (containsIdentifier(lowered, owner.firstName) || containsIdentifier(lowered, owner.lastName)) {
    weaknesses.push({
      code: PASSWORD_WEAKNESS_CODES.containsName,
      message: 'The password must not contain your name.',
    });
  }
  return weaknesses;
}

/** Throws 400 WEAK_PASSWORD with `details.reasons` when the password breaks the policy. */
export function assertStrongPassword(password: string, owner: TPasswordOwner): void {
  const reasons = findPasswordWeaknesses(password, owner);
  if (reasons.length > 0) {
    throw new DomainError(AUTH_ERROR_CODES.weakPassword, 'The password is too weak', {
      details: { reasons },
    });
  }
}
