import type { EntityManager } from '@mikro-orm/core';
import type { TPortalType, TProfileRole, TSignInPortal } from '@propdesk/shared/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../modules/auth/password-hasher.ts';
import { REFRESH_COOKIE_NAME } from '../modules/auth/refresh-cookie.ts';
import type { TOrganization } from '../modules/organizations/organization.entity.ts';
import { Profile } from '../modules/users/profile.entity.ts';
import { User, type TUser } from '../modules/users/user.entity.ts';

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
};

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
  await em.flush();
  return user;
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME)?.value;
}

export type TSignedInClient = { accessToken: string; refreshToken: string; sessionId: string };

export async function signInThroughApi(
  app: FastifyInstance,
  credentials: { email: string; password?: string; portal?: TSignInPortal },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: {
      email: credentials.email,
      password: credentials.password ?? TEST_PASSWORD,
      portal: credentials.portal ?? 'client',
    },
  });
}

/** Signs in and returns the credentials a browser would hold; fails the test when sign-in fails. */
export async function signInAs(
  app: FastifyInstance,
  credentials: { email: string; password?: string; portal?: TSignInPortal },
): Promise<TSignedInClient> {
  const response = await signInThroughApi(app, credentials);
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
