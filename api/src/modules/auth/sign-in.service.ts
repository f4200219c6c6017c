import type { EntityManager } from '@mikro-orm/core';
import { AUTH_ERROR_CODES, type TMfaChallenge, type TSignInPortal } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TClientInfo } from '../audit/index.ts';
import type { TMailService } from '../mail/index.ts';
import { Profile, type TUser, User } from '../tenancy/index.ts';
import { sendAccountLockedNotice } from './account-mails.ts';
import { findTotpFactor, isSecondFactorRequired } from './mfa/mfa.service.ts';
import { verifyPassword } from './password-hasher.ts';
import { findPortalRefusal, loadPortalProfile } from './portal-access.ts';
import { finishSignIn, recordLockout, refuseSignIn, type TSignedIn } from './sign-in-completion.ts';
import type { TSignInThrottle } from './sign-in-throttle.ts';

export type TSignInInput = { email: string; password: string; portal: TSignInPortal };

/** A session, or the password matched and a second factor is due before one starts. */
export type TSignInOutcome =
  ({ kind: 'session' } & TSignedIn) | { kind: 'second_factor'; user: TUser; challenge: TMfaChallenge };

type TCredentialFailure = 'unknown_email' | 'wrong_password' | 'disabled' | 'locked';

/**
 * Do not loosen: unknown email, wrong password, disabled and locked accounts all get this one answer
 * (same status, code and message), so the answer never tells which emails have accounts.
 */
function invalidCredentials(): DomainError {
  return new DomainError(AUTH_ERROR_CODES.invalidCredentials, 'Invalid email or password');
}

/**
 * Checks the credentials; returns the user only when the password matched an enabled, unlocked account.
 * Every path runs exactly one Argon2 verification, so timing does not reveal whether the email exists.
 */
async function checkCredentials({
  em,
  input,
  throttle,
}: {
  em: EntityManager;
  input: TSignInInput;
  throttle: TSignInThrottle;
}): Promise<{ user: TUser } | { user: TUser | null; failure: TCredentialFailure }> {
  const email = input.email.trim().toLowerCase();
  if (await throttle.isLocked(email)) {
    await verifyPassword(null, input.password);
    const lockedUser = await em.findOne(User, { email });
    return { user: lockedUser, failure: 'locked' };
  }
  const user = await em.findOne(User, { email });
  const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (user === null) return { user: null, failure: 'unknown_email' };
  if (!matches) return { user, failure: 'wrong_password' };
  if ((user.disabledAt ?? null) !== null) return { user, failure: 'disabled' };
  return { user };
}

/**
 * Password sign-in through one of the portals (docs: Product › Server-side guards). Order matters: the credential
 * check comes first, and only a caller who knows the password learns that the address is unverified or
 * that the account belongs to another portal.
 */
export async function signIn({
  em,
  input,
  client,
  throttle,
  mail,
}: {
  em: EntityManager;
  input: TSignInInput;
  client: TClientInfo;
  throttle: TSignInThrottle;
  mail: TMailService;
}): Promise<TSignInOutcome> {
  const email = input.email.trim().toLowerCase();
  const checked = await checkCredentials({ em, input, throttle });
  if ('failure' in checked) {
    const lockedNow = checked.failure !== 'locked' && (await throttle.recordFailure(email));
    if (lockedNow && checked.user !== null) {
      recordLockout(em, { user: checked.user, client, via: 'password', portal: input.portal });
      await sendAccountLockedNotice({ em, mail, user: checked.user });
    }
    return refuseSignIn({
      em,
      error: invalidCredentials(),
      actor: checked.user,
      client,
      // The typed email is kept only when no account matched: it is what an investigation needs.
      details: { portal: input.portal, reason: checked.failure, ...(checked.user === null ? { email } : {}) },
    });
  }
  const { user } = checked;
  await throttle.clear(email);

  if ((user.emailVerifiedAt ?? null) === null) {
    return refuseSignIn({
      em,
      error: new DomainError(AUTH_ERROR_CODES.emailNotVerified, 'Please verify your email address first'),
      actor: user,
      client,
      details: { portal: input.portal, reason: 'email_not_verified' },
    });
  }

  const profile = await em.findOne(Profile, { user: user.id });
  if (profile === null) {
    return refuseSignIn({
      em,
      error: DomainError.forbidden('This account has no profile'),
      actor: user,
      client,
      details: { portal: input.portal, reason: 'no_profile' },
    });
  }
  const portalProfile = await loadPortalProfile(em, profile);
  const refusal = findPortalRefusal(input.portal, portalProfile);
  if (refusal !== null) {
    return refuseSignIn({
      em,
      error: refusal,
      actor: user,
      client,
      details: { portal: input.portal, reason: refusal.code },
    });
  }

  const factor = await findTotpFactor(em, user.id);
  const hasAuthenticator = (factor?.confirmedAt ?? null) !== null;
  if (hasAuthenticator || isSecondFactorRequired(portalProfile)) {
    // The password was right; the session starts only after the second step (mfa-sign-in.service.ts).
    return { kind: 'second_factor', user, challenge: hasAuthenticator ? 'required' : 'enrolment_required' };
  }
  return {
    kind: 'session',
    ...(await finishSignIn({ em, user, profile, portal: input.portal, client })),
  };
}
