import type { EntityManager } from '@mikro-orm/core';
import {
  AUTH_ERROR_CODES,
  type TMfaChallenge as TMfaChallengeKind,
  type TSignInPortal,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../../errors/domain-error.ts';
import { generateRefreshToken, hashRefreshToken } from '../refresh-token.ts';
import { MfaChallenge } from './mfa-challenge.entity.ts';

/** Time to open the authenticator app (or, when enrolling, to install one) and type the code. */
export const MFA_CHALLENGE_TTL_SECONDS = 10 * 60;

/** What a pending second step knows: whose sign-in, through which portal, and what it asks for. */
export type TPendingMfaChallenge = {
  id: string;
  userId: string;
  portal: TSignInPortal;
  challenge: TMfaChallengeKind;
};

export function mfaChallengeExpired(): DomainError {
  return new DomainError(AUTH_ERROR_CODES.mfaChallengeExpired, 'Sign-in took too long, please start again');
}

/** Records the second step of a sign-in whose password matched; the token goes to the browser once. */
export async function issueMfaChallenge({
  em,
  userId,
  portal,
  challenge,
  now = new Date(),
}: {
  em: EntityManager;
  userId: string;
  portal: TSignInPortal;
  challenge: TMfaChallengeKind;
  now?: Date;
}): Promise<{ mfaToken: string; mfaTokenExpiresAt: string }> {
  // The same 256-bit opaque form as refresh tokens: nothing in it can be read or forged.
  const mfaToken = generateRefreshToken();
  const expiresAt = new Date(now.getTime() + MFA_CHALLENGE_TTL_SECONDS * 1000);
  em.create(MfaChallenge, {
    user: userId,
    tokenHash: hashRefreshToken(mfaToken),
    portal,
    challenge,
    expiresAt,
  });
  await em.flush();
  return { mfaToken, mfaTokenExpiresAt: expiresAt.toISOString() };
}

/** The pending challenge behind a token: unknown, expired and completed ones all answer "expired". */
export async function readMfaChallenge({
  em,
  mfaToken,
  now = new Date(),
}: {
  em: EntityManager;
  mfaToken: string;
  now?: Date;
}): Promise<TPendingMfaChallenge> {
  const record = await em.findOne(MfaChallenge, {
    tokenHash: hashRefreshToken(mfaToken),
    completedAt: null,
    expiresAt: { $gt: now },
  });
  if (record === null) throw mfaChallengeExpired();
  return { id: record.id, userId: record.user.id, portal: record.portal, challenge: record.challenge };
}

/**
 * Marks the challenge used, right before its session starts. Do not loosen: the conditional update lets
 * exactly one completion through, even when two requests with valid codes arrive together.
 */
export async function completeMfaChallenge({
  em,
  challengeId,
  now = new Date(),
}: {
  em: EntityManager;
  challengeId: string;
  now?: Date;
}): Promise<void> {
  const completed = await em.nativeUpdate(
    MfaChallenge,
    { id: challengeId, completedAt: null, expiresAt: { $gt: now } },
    { completedAt: now },
  );
  if (completed !== 1) throw mfaChallengeExpired();
}
