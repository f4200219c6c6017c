import type { EntityManager } from '@mikro-orm/core';
import type { TMfaEnrolment } from '@propdesk/shared/contracts';
import { HttpError } from '../../../http/http-error.ts';
import type { TMailService } from '../../mail/mail.service.ts';
import { Profile, type TProfile } from '../../users/profile.entity.ts';
import type { TUser } from '../../users/user.entity.ts';
import { sendAccountLockedNotice } from '../account-mails.ts';
import type { TClientInfo } from '../client-info.ts';
import { findPortalRefusal, loadPortalProfile } from '../portal-access.ts';
import type { TSignInThrottle } from '../sign-in-throttle.ts';
import { finishSignIn, refuseSignIn, type TSignedIn } from '../sign-in.service.ts';
import {
  confirmTotpEnrolment,
  findTotpFactor,
  invalidMfaCode,
  startTotpEnrolment,
  verifySecondFactor,
  type TMfaContext,
  type TSecondFactorProof,
} from './mfa.service.ts';
import { mfaChallengeExpired, type TMfaTokenClaims } from './mfa-token.ts';

/**
 * The person behind an MFA token, if they may still sign in: the account exists, is enabled and
 * verified, and the portal still admits their role (it may have changed since the password step).
 */
async function loadChallengedPerson(
  em: EntityManager,
  claims: TMfaTokenClaims,
): Promise<{ user: TUser; profile: TProfile }> {
  const profile = await em.findOne(Profile, { user: claims.userId }, { populate: ['user'] });
  const user = profile?.user;
  if (profile === null || user === undefined || (user.disabledAt ?? null) !== null)
    throw mfaChallengeExpired();
  if ((user.emailVerifiedAt ?? null) === null) throw mfaChallengeExpired();
  const refusal = findPortalRefusal(claims.portal, await loadPortalProfile(em, profile));
  if (refusal !== null) throw refusal;
  return { user, profile };
}

/** Sign-in of an admin or manager without an authenticator: the secret to set one up now. */
export async function startSignInEnrolment({
  em,
  claims,
  context,
}: {
  em: EntityManager;
  claims: TMfaTokenClaims;
  context: TMfaContext;
}): Promise<TMfaEnrolment> {
  if (claims.challenge !== 'enrolment_required') throw mfaChallengeExpired();
  const { user } = await loadChallengedPerson(em, claims);
  return startTotpEnrolment({ em, user, context });
}

/**
 * Second step of a sign-in: a code from the authenticator (or a recovery code) starts the session.
 * During an enrolment the first code also turns the new authenticator on and the recovery codes are
 * returned once. Do not loosen: a wrong code counts against the account like a wrong password
 * (progressive lock, the lock mail), and a locked account answers exactly like a wrong code.
 */
export async function completeMfaSignIn({
  em,
  claims,
  proof,
  client,
  throttle,
  mail,
  context,
}: {
  em: EntityManager;
  claims: TMfaTokenClaims;
  proof: TSecondFactorProof;
  client: TClientInfo;
  throttle: TSignInThrottle;
  mail: TMailService;
  context: TMfaContext;
}): Promise<TSignedIn & { recoveryCodes?: string[] }> {
  const { user, profile } = await loadChallengedPerson(em, claims);
  const refuse = async (reason: string): Promise<never> => {
    if (reason !== 'locked' && (await throttle.recordFailure(user.email))) {
      await sendAccountLockedNotice({ em, mail, user });
    }
    return refuseSignIn({
      em,
      error: invalidMfaCode(401),
      actor: user,
      client,
      details: { portal: claims.portal, reason },
    });
  };
  if (await throttle.isLocked(user.email)) return refuse('locked');

  const factor = await findTotpFactor(em, user.id);
  const isEnrolling = factor !== null && factor.confirmedAt === null;
  if (isEnrolling && claims.challenge === 'enrolment_required') {
    if (!('code' in proof)) return refuse('mfa_recovery_code_during_enrolment');
    let recoveryCodes: string[];
    try {
      recoveryCodes = await confirmTotpEnrolment({ em, user, code: proof.code, client, context });
    } catch (error) {
      if (error instanceof HttpError) return refuse('mfa_invalid_code');
      throw error;
    }
    await throttle.clear(user.email);
    const signedIn = await finishSignIn({
      em,
      user,
      profile,
      portal: claims.portal,
      client,
      mail,
      secondFactor: 'code',
    });
    return { ...signedIn, recoveryCodes };
  }

  const passedWith = await verifySecondFactor({ em, user, proof, context });
  if (passedWith === null) return refuse('mfa_invalid_code');
  await throttle.clear(user.email);
  return finishSignIn({ em, user, profile, portal: claims.portal, client, mail, secondFactor: passedWith });
}
