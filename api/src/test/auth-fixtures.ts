import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/core';
import {
  MFA_REQUIRED_ROLES,
  ZMfaChallengeResponse,
  type TPortalType,
  type TProfileRole,
  type TSignInPortal,
} from '@propdesk/shared/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { issueAccessToken } from '../modules/auth/access-token.ts';
import { createSecretBox, SECRET_PURPOSES } from '../modules/auth/mfa/secret-box.ts';
import { TotpFactor } from '../modules/auth/mfa/totp-factor.entity.ts';
import { TOTP_PERIOD_SECONDS, timeStepAt, totpCodeAt } from '../modules/auth/mfa/totp.ts';
import { hashPassword } from '../modules/auth/password-hasher.ts';
import { REFRESH_COOKIE_NAME } from '../modules/auth/refresh-cookie.ts';
import { startSession } from '../modules/auth/session.service.ts';
import { User, type TUser } from '../modules/tenancy/user.entity.ts';
import type { TOrganization } from '../modules/tenancy/organization.entity.ts';
import { Profile } from '../modules/tenancy/profile.entity.ts';
import { TEST_MFA_ENCRYPTION_KEY } from './build-test-app.ts';

/** Passes the password policy and contains none of the fixtures' names or emails. */
export const TEST_PASSWORD = 'Quartz-Violet-Harbor-2048';

export type TTestAccount = {
  email: string;
  password?: string;
  role?: TProfileRole;
  portalType?: TPortalType | null;
  isVerified?: boolean;
  isDisabled?: boolean;
  firstName?: string;
  lastName?: string;
  /** The profile's organization (null by default). */
  organization?: TOrganization | null;
  clientOrganizationSlug?: string | null;
  /**
   * The account's authenticator (on). Defaults to TEST_TOTP_SECRET for admins and managers, who cannot
   * sign in without one, and to none for everyone else.
   */
  totpSecret?: string | null;
};

/** Base32 authenticator secret of test accounts; signInAs answers their second-factor step with it. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function defaultTotpSecret(role: TProfileRole): string | null {
  return MFA_REQUIRED_ROLES.includes(role) ? TEST_TOTP_SECRET : null;
}

/** Per app and account, the time step of the last code a fixture sent: the api refuses replays. */
const usedTotpSteps = new WeakMap<FastifyInstance, Map<string, number>>();

/**
 * A code the api has not seen yet for this account: the current step's, else the next step's (the api
 * accepts one step of clock drift), else the code after waiting for the next step.
 */
export async function freshTotpCode(
  app: FastifyInstance,
  email: string,
  secret: string = TEST_TOTP_SECRET,
): Promise<string> {
  const used = usedTotpSteps.get(app) ?? new Map<string, number>();
  usedTotpSteps.set(app, used);
  const last = used.get(email);
  const current = timeStepAt(new Date());
  const target = last === undefined ? current : Math.max(current, last + 1);
  if (target > current + 1) {
    const nextStepAt = (current + 1) * TOTP_PERIOD_SECONDS * 1000;
    await sleep(nextStepAt - Date.now() + 50);
    return freshTotpCode(app, email, secret);
  }
  used.set(email, target);
  return totpCodeAt(secret, new Date(target * TOTP_PERIOD_SECONDS * 1000));
}

/** Writes a user and profile straight to the database, as the seeder or an administrator would. */
export async function createTestAccount(em: EntityManager, account: TTestAccount): Promise<TUser> {
  const user = em.create(User, {
    email: account.email,
    passwordHash: await hashPassword(account.password ?? TEST_PASSWORD),
    emailVerifiedAt: account.isVerified === false ? null : new Date(),
    disabledAt: account.isDisabled === true ? new Date() : null,
  });
  em.create(Profile, {
    user,
    role: account.role ?? 'client',
    portalType: account.portalType === undefined ? 'client' : account.portalType,
    firstName: account.firstName ?? 'Test',
    lastName: account.lastName ?? 'Person',
    email: account.email,
    country: 'IT',
    organization: account.organization ?? null,
    clientOrganizationSlug: account.clientOrganizationSlug ?? null,
  });
  const role = account.role ?? 'client';
  const totpSecret = account.totpSecret === undefined ? defaultTotpSecret(role) : account.totpSecret;
  if (totpSecret !== null) {
    const id = randomUUID();
    em.create(TotpFactor, {
      id,
      user,
      encryptedSecret: createSecretBox(TEST_MFA_ENCRYPTION_KEY, SECRET_PURPOSES.totp).seal(totpSecret, id),
      confirmedAt: new Date(),
    });
  }
  await em.flush();
  return user;
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME)?.value;
}

export type TSignedInClient = { accessToken: string; refreshToken: string; sessionId: string };

export async function signInThroughApi(
  app: FastifyInstance,
  credentials: { email: string; password?: string; portal?: TSignInPortal; userAgent?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    ...(credentials.userAgent === undefined ? {} : { headers: { 'user-agent': credentials.userAgent } }),
    payload: {
      email: credentials.email,
      password: credentials.password ?? TEST_PASSWORD,
      portal: credentials.portal ?? 'client',
    },
  });
}

/** Per app and account, the secret of an authenticator a fixture set up during a sign-in. */
const enrolledSecrets = new WeakMap<FastifyInstance, Map<string, string>>();

/** Sets up an authenticator in the middle of a sign-in that requires one; answers its secret. */
async function enrolDuringSignIn(app: FastifyInstance, mfaToken: string, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/mfa/enrolment',
    payload: { mfaToken },
  });
  if (response.statusCode !== 200)
    throw new Error(`enrolment failed: ${response.statusCode} ${response.body}`);
  const { secret } = response.json<{ secret: string }>();
  const secrets = enrolledSecrets.get(app) ?? new Map<string, string>();
  enrolledSecrets.set(app, secrets.set(email, secret));
  return secret;
}

/**
 * Signs in through the real path and returns the credentials a browser would hold: the password, then a
 * second-factor step answered with a code of `totpSecret`, or, for someone who must have an authenticator
 * and has none yet, one set up on the way (as the sign-in page does). Fails the test when sign-in fails.
 */
export async function signInAs(
  app: FastifyInstance,
  credentials: {
    email: string;
    password?: string;
    portal?: TSignInPortal;
    totpSecret?: string;
    /** The browser signing in (light-my-request's own when omitted). */
    userAgent?: string;
  },
): Promise<TSignedInClient> {
  let response = await signInThroughApi(app, credentials);
  const challenge = ZMfaChallengeResponse.safeParse(response.json());
  if (response.statusCode === 200 && challenge.success) {
    const { mfaToken, mfa } = challenge.data;
    const secret =
      mfa === 'enrolment_required'
        ? await enrolDuringSignIn(app, mfaToken, credentials.email)
        : (enrolledSecrets.get(app)?.get(credentials.email) ?? credentials.totpSecret);
    response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/mfa',
      ...(credentials.userAgent === undefined ? {} : { headers: { 'user-agent': credentials.userAgent } }),
      payload: { mfaToken, code: await freshTotpCode(app, credentials.email, secret) },
    });
  }
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const { accessToken } = response.json<{ accessToken: string }>();
  const refreshToken = refreshCookieOf(response);
  if (refreshToken === undefined) throw new Error('sign-in set no refresh cookie');
  const claims = app.jwt.decode<{ sid: string }>(accessToken);
  if (claims === null) throw new Error('sign-in answered an unreadable access token');
  return { accessToken, refreshToken, sessionId: claims.sid };
}

export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

/**
 * An access token of a session that passed no second factor (one signed in before the person's
 * authenticator was set up, or before their role asked for one): what staff routes must refuse.
 */
export async function accessTokenWithoutSecondFactor(
  app: FastifyInstance,
  em: EntityManager,
  user: TUser,
): Promise<string> {
  const { session } = startSession({ em, user, client: { ip: null, userAgent: null } });
  await em.flush();
  return issueAccessToken(app.jwt, { sub: user.id, sid: session.id, role: 'client' }).accessToken;
}
