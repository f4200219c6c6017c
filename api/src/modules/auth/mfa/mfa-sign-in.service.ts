import type { EntityManager } from '@mikro-orm/core';
import type { TMfaEnrolment } from '@propdesk/shared/contracts';
import { DomainError } from '../../../errors/domain-error.ts';
import type { TClientInfo } from '../../audit/index.ts';
import type { TMailService } from '../../mail/index.ts';
import { Profile, type TProfile, type TUser } from '../../tenancy/index.ts';
import { sendAccountLockedNotice } from '../account-mails.ts';
import { findPortalRefusal, loadPortalProfile } from '../portal-access.ts';
import { finishSignIn, recordLockout, refuseSignIn, type TSignedIn } from '../sign-in-completion.ts';
import { completeMfaChallenge, mfaChallengeExpired, type TPendingMfaChallenge } from './mfa-challenge.ts';
import {
  confirmTotpEnrolment,
  findTotpFactor,
  invalidMfaCode,
  startTotpEnrolment,
  verifySecondFactor,
  type TMfaContext,
  type TSecondFactorProof,
} from './mfa.service.ts';
import {
  clearSecondFactorFailures,
  SECOND_FACTOR_THROTTLE_POLICY,
  takeSecondFactorAttempt,
} from './second-factor-throttle.ts';

/**
 * The person behind a pending challenge, if they may still sign in: the account exists, is enabled and
 * verified, and the portal still admits them (their role or memberships may have changed since).
 */
async function loadChallengedPerson(
  em: EntityManager,
  pending: TPendingMfaChallenge,
): Promise<{ user: TUser; profile: TProfile }> {
  const profile = await em.findOne(Profile, { user: pending.userId }, { populate: ['user'] });
  const user = profile?.user;
  if (profile === null || user === undefined || (user.disabledAt ?? null) !== null)
    throw mfaChallengeExpired();
  if ((user.emailVerifiedAt ?? null) === null) throw mfaChallengeExpired();
  const refusal = findPortalRefusal(pending.portal, await loadPortalProfile(em, profile));
  if (refusal !== null) throw refusal;
  return { user, profile };
}

/** Sign-in of someone who must have a second factor but has no authenticator: the secret to set one up. */
export async function startSignInEnrolment({
  em,
  pending,
  context,
}: {
  em: EntityManager;
  pending: TPendingMfaChallenge;
  context: TMfaContext;
}): Promise<TMfaEnrolment> {
  if (pending.challenge !== 'enrolment_required') throw mfaChallengeExpired();
  const { user } = await loadChallengedPerson(em, pending);
  return startTotpEnrolment({ em, user, context });
}

/**
 * Second step of a sign-in: a code from the authenticator (or a recovery code) starts the session.
 * During an enrolment the first code also turns the new authenticator on and the recovery codes are
 * returned once. Do not loosen: every try is counted by the second factor's own throttle before the code
 * is checked (a locked account answers exactly like a wrong code), only a completed sign-in clears it,
 * and the challenge is used up by the first completion.
 */
export async function completeMfaSignIn({
  em,
  pending,
  proof,
  client,
  mail,
  context,
}: {
  em: EntityManager;
  pending: TPendingMfaChallenge;
  proof: TSecondFactorProof;
  client: TClientInfo;
  mail: TMailService;
  context: TMfaContext;
}): Promise<TSignedIn & { recoveryCodes?: string[] }> {
  const { user, profile } = await loadChallengedPerson(em, pending);
  const refuse = async (reason: string, failures?: number): Promise<never> => {
    // Reported once per series: when the wrong code that starts the first lock is counted.
    if (failures === SECOND_FACTOR_THROTTLE_POLICY.freeFailures) {
      recordLockout(em, { user, client, via: 'second_factor', portal: pending.portal });
      await sendAccountLockedNotice({ em, mail, user });
    }
    return refuseSignIn({
      em,
      error: invalidMfaCode({ isSignIn: true }),
      actor: user,
      client,
      details: { portal: pending.portal, reason },
    });
  };
  const attempt = await takeSecondFactorAttempt({ em, userId: user.id });
  if (!attempt.allowed) return refuse('mfa_locked');

  const finish = async (secondFactor: 'code' | 'recovery_code') => {
    await completeMfaChallenge({ em, challengeId: pending.id });
    await clearSecondFactorFailures(em, user.id);
    return finishSignIn({ em, user, profile, portal: pending.portal, client, secondFactor });
  };

  const factor = await findTotpFactor(em, user.id);
  const isEnrolling = factor !== null && factor.confirmedAt === null;
  if (isEnrolling && pending.challenge === 'enrolment_required') {
    if (!('code' in proof)) return refuse('mfa_recovery_code_during_enrolment', attempt.failures);
    let recoveryCodes: string[];
    try {
      recoveryCodes = await confirmTotpEnrolment({ em, user, code: proof.code, client, context });
    } catch (error) {
      if (error instanceof DomainError) return refuse('mfa_invalid_code', attempt.failures);
      throw error;
    }
    return { ...(await finish('code')), recoveryCodes };
  }

  const passedWith = await verifySecondFactor({ em, user, proof, context });
  if (passedWith === null) return refuse('mfa_invalid_code', attempt.failures);
  return finish(passedWith);
}
