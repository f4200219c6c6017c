import { describe, expect, it } from '@jest/globals';
import {
  ZApiErrorBody,
  ZSessionResponse,
  type TMemberRole,
  type TMemberStatus,
} from '@propdesk/shared/contracts';
import {
  bearer,
  createTestAccount,
  refreshCookieOf,
  signInAs,
  signInThroughApi,
  TEST_TOTP_SECRET,
} from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { AuditEvent } from '../audit/index.ts';
import { Organization, OrganizationMember } from '../tenancy/index.ts';
import { PORTAL_REFUSAL_MESSAGES } from './portal-access.ts';
import { REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH, SESSION_MARKER_COOKIE_NAME } from './refresh-cookie.ts';
import { Session } from './session.entity.ts';

const WRONG_PASSWORD = 'Definitely-Not-The-Password-1';

/** Everything of an error answer except the per-request id. */
function errorOf(body: unknown): unknown {
  return ZApiErrorBody.parse(body).error;
}

describe.each(TEST_DRIVERS)('POST /api/auth/sign-in (%s)', (driver) => {
  const handle = useTestApp(driver, 'auth_sign_in');
  const em = () => handle.database().orm.em.fork();

  it('signs a trader in on the client portal: access token, refresh cookie, session and audit event', async () => {
    const user = await createTestAccount(em(), { email: 'trader.one@example.com', firstName: 'Tina' });

    const response = await signInThroughApi(handle.app(), {
      email: 'Trader.One@example.com',
      portal: 'client',
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ZSessionResponse.parse(response.json());
    expect(body.user).toMatchObject({
      id: user.id,
      email: 'trader.one@example.com',
      emailVerified: true,
      profile: { role: 'client', portalType: 'client', firstName: 'Tina' },
    });
    const expiresInMs = Date.parse(body.accessTokenExpiresAt) - Date.now();
    expect(expiresInMs).toBeGreaterThan(9 * 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(10 * 60_000);
    const claims = handle.app().jwt.decode<{ sub: string; sid: string; role: string }>(body.accessToken);
    expect(claims).toMatchObject({ sub: user.id, role: 'client' });

    const cookie = response.cookies.find((candidate) => candidate.name === REFRESH_COOKIE_NAME);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: REFRESH_COOKIE_PATH,
      maxAge: 2_592_000,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(response.body).not.toContain(cookie?.value ?? 'missing');
    // Beside it, a marker the portal's pages may read: a session can be restored here.
    expect(response.cookies.find((candidate) => candidate.name === SESSION_MARKER_COOKIE_NAME)).toMatchObject(
      {
        value: '1',
        path: '/',
        maxAge: 2_592_000,
      },
    );

    const session = await em().findOneOrFail(Session, { id: claims?.sid ?? '' });
    expect(session.user.id).toBe(user.id);
    expect(session.refreshTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3_600_000);
    expect(await em().count(AuditEvent, { action: 'sign_in', outcome: 'success', actor: user.id })).toBe(1);
  });

  it.each([
    ['admin', null],
    ['manager', null],
  ] as const)('signs a platform %s in on the admin portal', async (role, portalType) => {
    await createTestAccount(em(), { email: `${role}.staff@example.com`, role, portalType });

    const passwordStep = await signInThroughApi(handle.app(), {
      email: `${role}.staff@example.com`,
      portal: 'admin',
    });
    // Staff always pass a second factor: the password alone starts no session.
    expect(passwordStep.statusCode).toBe(200);
    expect(passwordStep.json()).toMatchObject({ mfa: 'required' });
    expect(refreshCookieOf(passwordStep)).toBeUndefined();

    const { accessToken } = await signInAs(handle.app(), {
      email: `${role}.staff@example.com`,
      portal: 'admin',
    });
    expect(handle.app().jwt.decode<{ role: string }>(accessToken)?.role).toBe(role);
  });

  /** A person with one membership in a fresh organization. */
  const memberOf = async (
    email: string,
    role: TMemberRole,
    status: TMemberStatus = 'active',
    totpSecret: string | null = null,
  ) => {
    const session = em();
    const organization = session.create(Organization, {
      slug: email.split('@')[0]!.replace(/\W/g, '-'),
      name: email,
    });
    const user = await createTestAccount(session, { email, portalType: 'organization', totpSecret });
    session.create(OrganizationMember, { organization, user, role, status });
    await session.flush();
  };

  it('lets an active agent in on the support-agent portal with the password alone', async () => {
    await memberOf('agent.support@example.com', 'agent');

    const response = await signInThroughApi(handle.app(), {
      email: 'agent.support@example.com',
      portal: 'support-agent',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('accessToken');
  });

  it.each(['owner', 'admin', 'manager'] as const)(
    'lets an active %s in on the organization portal only after a second factor',
    async (role) => {
      const email = `${role}.organization@example.com`;
      await memberOf(email, role, 'active', TEST_TOTP_SECRET);

      const passwordStep = await signInThroughApi(handle.app(), { email, portal: 'organization' });
      expect(passwordStep.json()).toMatchObject({ mfa: 'required' });
      expect(refreshCookieOf(passwordStep)).toBeUndefined();
      const { accessToken } = await signInAs(handle.app(), { email, portal: 'organization' });
      expect(accessToken).not.toBe('');
    },
  );

  it('makes an organization owner without an authenticator set one up, on every portal', async () => {
    await memberOf('unprotected.owner@example.com', 'owner');
    for (const portal of ['organization', 'client'] as const) {
      const passwordStep = await signInThroughApi(handle.app(), {
        email: 'unprotected.owner@example.com',
        portal,
      });
      expect(passwordStep.statusCode).toBe(200);
      expect(passwordStep.json()).toMatchObject({ mfa: 'enrolment_required' });
      expect(refreshCookieOf(passwordStep)).toBeUndefined();
    }
  });

  it.each([
    ['organization', 'user', 'active', 'notOrganizationStaff'],
    ['organization', 'owner', 'suspended', 'notOrganizationStaff'],
    ['organization', 'agent', 'active', 'notOrganizationStaff'],
    ['support-agent', 'owner', 'active', 'notSupportAgent'],
    ['support-agent', 'agent', 'invited', 'notSupportAgent'],
  ] as const)(
    'refuses the %s portal to a %s membership that is %s',
    async (portal, role, status, message) => {
      const email = `refused.${role}.${status}.${portal}@example.com`;
      await memberOf(email, role, status);

      const response = await signInThroughApi(handle.app(), { email, portal });

      expect(response.statusCode).toBe(403);
      expect(ZApiErrorBody.parse(response.json()).error.message).toBe(PORTAL_REFUSAL_MESSAGES[message]);
      expect(refreshCookieOf(response)).toBeUndefined();
    },
  );

  it('refuses the organization portal to a trader without any membership', async () => {
    await createTestAccount(em(), { email: 'no.membership@example.com' });
    const response = await signInThroughApi(handle.app(), {
      email: 'no.membership@example.com',
      portal: 'organization',
    });
    expect(response.statusCode).toBe(403);
    expect(ZApiErrorBody.parse(response.json()).error.code).toBe('ORGANIZATION_PORTAL_NOT_AUTHORIZED');
  });

  it.each(['admin', 'manager'] as const)(
    'refuses a %s on the client portal with the portal’s message',
    async (role) => {
      await createTestAccount(em(), { email: `${role}.on.client@example.com`, role, portalType: null });

      const response = await signInThroughApi(handle.app(), {
        email: `${role}.on.client@example.com`,
        portal: 'client',
      });

      expect(response.statusCode).toBe(403);
      expect(errorOf(response.json())).toEqual({
        code: 'STAFF_ON_CLIENT_PORTAL',
        message:
          'Admin and manager accounts cannot access the client portal. Please use /admin/auth to login.',
      });
      expect(refreshCookieOf(response)).toBeUndefined();
    },
  );

  it.each(['client', 'agent'] as const)(
    'refuses a %s on the admin portal with the portal’s message',
    async (role) => {
      await createTestAccount(em(), { email: `${role}.on.admin@example.com`, role });

      const response = await signInThroughApi(handle.app(), {
        email: `${role}.on.admin@example.com`,
        portal: 'admin',
      });

      expect(response.statusCode).toBe(403);
      expect(errorOf(response.json())).toEqual({
        code: 'ADMIN_PORTAL_NOT_AUTHORIZED',
        message: 'Access denied. This is the ADMIN portal. Your account is not authorized for admin access',
      });
    },
  );

  it.each(['organization', 'client'] as const)(
    'refuses an admin registered for the %s portal type on the admin portal',
    async (portalType) => {
      await createTestAccount(em(), {
        email: `admin.typed.${portalType}@example.com`,
        role: 'admin',
        portalType,
      });

      const response = await signInThroughApi(handle.app(), {
        email: `admin.typed.${portalType}@example.com`,
        portal: 'admin',
      });

      expect(response.statusCode).toBe(403);
      expect(errorOf(response.json())).toEqual({
        code: 'ADMIN_PORTAL_WRONG_PORTAL_TYPE',
        message: PORTAL_REFUSAL_MESSAGES.wrongPortalType,
      });
    },
  );

  it('answers an unknown email, a wrong password and a disabled account identically', async () => {
    await createTestAccount(em(), { email: 'known.person@example.com' });
    await createTestAccount(em(), { email: 'disabled.person@example.com', isDisabled: true });

    const unknown = await signInThroughApi(handle.app(), { email: 'nobody.here@example.com' });
    const wrong = await signInThroughApi(handle.app(), {
      email: 'known.person@example.com',
      password: WRONG_PASSWORD,
    });
    const disabled = await signInThroughApi(handle.app(), { email: 'disabled.person@example.com' });

    const expected = { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' };
    for (const response of [unknown, wrong, disabled]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response.json())).toEqual(expected);
      expect(refreshCookieOf(response)).toBeUndefined();
    }
    expect(await em().count(AuditEvent, { action: 'sign_in', outcome: 'failure' })).toBeGreaterThanOrEqual(3);
  });

  it('takes comparable time for an unknown email and a wrong password (one Argon2 check each)', async () => {
    await createTestAccount(em(), { email: 'timed.person@example.com' });
    const timeOf = async (email: string): Promise<number> => {
      const started = performance.now();
      await signInThroughApi(handle.app(), { email, password: WRONG_PASSWORD });
      return performance.now() - started;
    };
    await timeOf('warm.up@example.com');

    // The fastest of several tries filters out the noise of other test files running in parallel.
    const unknownTimes: number[] = [];
    const knownTimes: number[] = [];
    for (const attempt of [1, 2, 3, 4, 5]) {
      unknownTimes.push(await timeOf(`timed.nobody.${attempt}@example.com`));
      knownTimes.push(await timeOf('timed.person@example.com'));
    }
    const ratio = Math.min(...unknownTimes) / Math.min(...knownTimes);

    // Without the dummy hash an unknown email answers in about a tenth of the time; the bounds are
    // wide so a busy CI machine does not make this flaky.
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it('answers 403 EMAIL_NOT_VERIFIED only once the password matched', async () => {
    await createTestAccount(em(), { email: 'unverified.person@example.com', isVerified: false });

    const wrong = await signInThroughApi(handle.app(), {
      email: 'unverified.person@example.com',
      password: WRONG_PASSWORD,
    });
    const right = await signInThroughApi(handle.app(), { email: 'unverified.person@example.com' });

    expect(wrong.statusCode).toBe(401);
    expect(right.statusCode).toBe(403);
    expect(ZApiErrorBody.parse(right.json()).error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(refreshCookieOf(right)).toBeUndefined();
  });

  it('locks an account after 5 failures, answering even the right password like a wrong one', async () => {
    await createTestAccount(em(), { email: 'locked.person@example.com' });
    const wrongAnswers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      wrongAnswers.push(
        await signInThroughApi(handle.app(), {
          email: 'locked.person@example.com',
          password: WRONG_PASSWORD,
        }),
      );
    }

    const locked = await signInThroughApi(handle.app(), { email: 'LOCKED.person@example.com' });

    expect(locked.statusCode).toBe(401);
    expect(errorOf(locked.json())).toEqual(errorOf(wrongAnswers[0]?.json()));
    expect(refreshCookieOf(locked)).toBeUndefined();
    // Other accounts are not affected.
    await createTestAccount(em(), { email: 'free.person@example.com' });
    expect((await signInThroughApi(handle.app(), { email: 'free.person@example.com' })).statusCode).toBe(200);
  });

  it('answers 400 VALIDATION_ERROR for an unknown portal or a missing password', async () => {
    const response = await handle.app().inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'someone@example.com', portal: 'elite' },
    });

    expect(response.statusCode).toBe(400);
    expect(ZApiErrorBody.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
  });

  it('gives a working access token: GET /api/auth/session answers the signed-in user', async () => {
    await createTestAccount(em(), { email: 'session.reader@example.com', lastName: 'Reader' });
    const signedIn = ZSessionResponse.parse(
      (await signInThroughApi(handle.app(), { email: 'session.reader@example.com' })).json(),
    );

    const response = await handle
      .app()
      .inject({ method: 'GET', url: '/api/auth/session', headers: bearer(signedIn.accessToken) });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(signedIn.user);
  });
});
