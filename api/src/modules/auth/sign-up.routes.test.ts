import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZSignUpResponse } from '@propdesk/shared/contracts';
import { createTestAccount, signInThroughApi, TEST_PASSWORD } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { readOutbox } from '../../test/outbox.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { AuditEvent } from '../audit/index.ts';
import { DEMO_ELITE_ACCESS_CODE, ELITE_PASS_COOKIE_NAME } from '../elite/index.ts';
import { OrganizationDomain } from '../domains/index.ts';
import { Organization, Profile, User } from '../tenancy/index.ts';
import { REFRESH_COOKIE_NAME } from './refresh-cookie.ts';

const STRONG_PASSWORD = 'Lagoon-Tangerine-Piano-93';

function signUpPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: 'new.trader@example.com',
    password: STRONG_PASSWORD,
    firstName: 'Nora',
    lastName: 'Newman',
    country: 'IT',
    ...overrides,
  };
}

describe.each(TEST_DRIVERS)('POST /api/auth/sign-up (%s)', (driver) => {
  const handle = useTestApp(driver, 'auth_sign_up');

  const signUp = (payload: Record<string, unknown>) =>
    handle.app().inject({ method: 'POST', url: '/api/auth/sign-up', payload });

  it('creates an unverified client account; any role or organization sent is ignored', async () => {
    const em = handle.database().orm.em.fork();
    const organization = em.create(Organization, { slug: 'signup-firm', name: 'Sign-up Firm' });
    await em.flush();

    const response = await signUp(
      signUpPayload({
        email: 'Mixed.Case@Example.com',
        role: 'admin',
        organizationId: organization.id,
        portalType: 'organization',
        clientOrganizationSlug: 'signup-firm',
        phone: '+39 333 1234567',
      }),
    );

    expect(response.statusCode).toBe(201);
    expect(ZSignUpResponse.parse(response.json())).toEqual({ status: 'verification_sent' });
    const check = handle.database().orm.em.fork();
    const user = await check.findOneOrFail(User, { email: 'mixed.case@example.com' });
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const profile = await check.findOneOrFail(Profile, { user: user.id });
    expect(profile).toMatchObject({
      role: 'client',
      portalType: 'client',
      organization: null,
      clientOrganizationSlug: 'signup-firm',
      firstName: 'Nora',
      lastName: 'Newman',
      country: 'IT',
      // Stored without the spaces people type.
      phone: '+393331234567',
    });
    expect(await check.count(AuditEvent, { action: 'sign_up', actor: user.id, outcome: 'success' })).toBe(1);
  });

  it('keeps no client organization slug when that organization is unknown or not active', async () => {
    const em = handle.database().orm.em.fork();
    em.create(Organization, { slug: 'paused-firm', name: 'Paused Firm', status: 'suspended' });
    await em.flush();

    await signUp(signUpPayload({ email: 'ghost.slug@example.com', clientOrganizationSlug: 'no-such-firm' }));
    await signUp(signUpPayload({ email: 'paused.slug@example.com', clientOrganizationSlug: 'paused-firm' }));

    const profiles = await handle
      .database()
      .orm.em.fork()
      .find(Profile, { email: { $in: ['ghost.slug@example.com', 'paused.slug@example.com'] } });
    expect(profiles.map((profile) => profile.clientOrganizationSlug)).toEqual([null, null]);
  });

  it('joins the firm whose verified domain the sign-up page is on; an unverified domain joins nobody', async () => {
    const em = handle.database().orm.em.fork();
    const firm = em.create(Organization, { slug: 'domain-firm', name: 'Domain Firm' });
    em.create(OrganizationDomain, {
      organization: firm,
      domain: 'join.domain-firm.example',
      isVerified: true,
    });
    em.create(OrganizationDomain, { organization: firm, domain: 'claimed.domain-firm.example' });
    await em.flush();
    const fromPage = (origin: string, email: string) =>
      handle.app().inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { origin },
        payload: signUpPayload({ email }),
      });

    expect((await fromPage('https://JOIN.domain-firm.example:8443', 'joined@example.com')).statusCode).toBe(
      201,
    );
    expect((await fromPage('https://claimed.domain-firm.example', 'claimed@example.com')).statusCode).toBe(
      201,
    );

    const slugs = await handle
      .database()
      .orm.em.fork()
      .find(
        Profile,
        { email: { $in: ['joined@example.com', 'claimed@example.com'] } },
        { orderBy: { email: 'asc' } },
      );
    expect(slugs.map((profile) => [profile.email, profile.clientOrganizationSlug])).toEqual([
      ['claimed@example.com', null],
      ['joined@example.com', 'domain-firm'],
    ]);
  });

  it('answers 400 VALIDATION_ERROR for malformed input, listing each field', async () => {
    const response = await signUp({
      email: 'not-an-email',
      password: 'short',
      firstName: '',
      country: 'italy',
    });

    expect(response.statusCode).toBe(400);
    const body = ZApiErrorBody.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_ERROR');
    const paths = (body.error.details as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/email', '/password', '/firstName', '/lastName', '/country']),
    );
  });

  it('answers 422 COUNTRY_RESTRICTED for a restricted country and creates nothing', async () => {
    const response = await signUp(signUpPayload({ email: 'restricted@example.com', country: 'US' }));

    expect(response.statusCode).toBe(422);
    expect(ZApiErrorBody.parse(response.json()).error.code).toBe('COUNTRY_RESTRICTED');
    expect(await handle.database().orm.em.fork().count(User, { email: 'restricted@example.com' })).toBe(0);
  });

  it('answers 400 VALIDATION_ERROR for a country the product is not offered in', async () => {
    const response = await signUp(signUpPayload({ email: 'elsewhere@example.com', country: 'JP' }));

    expect(response.statusCode).toBe(400);
    const body = ZApiErrorBody.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details).toEqual({
      issues: [expect.objectContaining({ location: 'body', path: '/country', code: 'not_offered' })],
    });
  });

  it.each([
    ['a common password', { password: 'password1234' }, ['common_password']],
    [
      'one containing the email',
      { email: 'harborview@example.com', password: 'my-HarborView-secret' },
      ['contains_email'],
    ],
    [
      'one containing a name',
      { firstName: 'Genoveffa', password: 'genoveffa-loves-2026' },
      ['contains_name'],
    ],
  ])('answers 400 WEAK_PASSWORD with the reasons for %s', async (_label, overrides, codes) => {
    const response = await signUp(signUpPayload({ email: 'weak.password@example.com', ...overrides }));

    expect(response.statusCode).toBe(400);
    const body = ZApiErrorBody.parse(response.json());
    expect(body.error.code).toBe('WEAK_PASSWORD');
    const reasons = (body.error.details as { reasons: { code: string; message: string }[] }).reasons;
    expect(reasons.map((reason) => reason.code)).toEqual(codes);
    expect(reasons.every((reason) => reason.message.length > 0)).toBe(true);
  });

  it('answers a taken address exactly like a new one, and mails the address instead', async () => {
    const first = await signUp(signUpPayload({ email: 'twice@example.com' }));
    expect(first.statusCode).toBe(201);

    const second = await signUp(signUpPayload({ email: 'TWICE@Example.COM', firstName: 'Mallory' }));

    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    const em = handle.database().orm.em.fork();
    expect(await em.count(User, { email: 'twice@example.com' })).toBe(1);
    const mails = await readOutbox(handle.app(), 'twice@example.com');
    expect(mails.map((mail) => mail.purpose).sort()).toEqual(['email_verification', 'sign_up_attempt']);
    const notice = mails.find((mail) => mail.purpose === 'sign_up_attempt');
    expect(notice?.subject).toContain('Someone tried to register with your address');
    expect(notice?.text).toContain('Hello Nora,');
    expect(
      await em.count(AuditEvent, {
        action: 'sign_up',
        outcome: 'failure',
        details: { reason: 'email_taken' },
      }),
    ).toBe(1);
  });

  it('answers two simultaneous sign-ups with one address alike', async () => {
    const [one, two] = await Promise.all([
      signUp(signUpPayload({ email: 'racing@example.com' })),
      signUp(signUpPayload({ email: 'racing@example.com' })),
    ]);
    expect([one?.statusCode, two?.statusCode]).toEqual([201, 201]);
    expect(await handle.database().orm.em.fork().count(User, { email: 'racing@example.com' })).toBe(1);
  });

  it('signs up under the elite organization only with the elite pass', async () => {
    const em = handle.database().orm.em.fork();
    em.create(Organization, { slug: 'vegafundedelite', name: 'Elite' });
    await em.flush();

    const refused = await signUp(
      signUpPayload({ email: 'no.pass@example.com', clientOrganizationSlug: 'vegafundedelite' }),
    );
    expect(refused.statusCode).toBe(403);
    expect(ZApiErrorBody.parse(refused.json()).error.code).toBe('ELITE_PASS_REQUIRED');

    const granted = await handle
      .app()
      .inject({ method: 'POST', url: '/api/elite/access', payload: { code: DEMO_ELITE_ACCESS_CODE } });
    const pass = granted.cookies.find((cookie) => cookie.name === ELITE_PASS_COOKIE_NAME)?.value ?? '';
    const accepted = await handle.app().inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: signUpPayload({ email: 'with.pass@example.com', clientOrganizationSlug: 'vegafundedelite' }),
      cookies: { [ELITE_PASS_COOKIE_NAME]: pass },
    });
    expect(accepted.statusCode).toBe(201);
  });
});

describe.each(TEST_DRIVERS)('identity rate limits and production cookies (%s)', (driver) => {
  const handle = useTestApp(driver, 'auth_limits', {
    config: {
      nodeEnv: 'production',
      authRateLimits: {
        signUp: { max: 2, timeWindowMs: 60_000 },
        signIn: { max: 2, timeWindowMs: 60_000 },
        emailLink: { max: 2, timeWindowMs: 60_000 },
        passwordReset: { max: 2, timeWindowMs: 60_000 },
        changePassword: { max: 2, timeWindowMs: 60_000 },
        adminBootstrap: { max: 2, timeWindowMs: 60_000 },
        mfa: { max: 2, timeWindowMs: 60_000 },
        eliteAccess: { max: 2, timeWindowMs: 60_000 },
        couponCheck: { max: 2, timeWindowMs: 60_000 },
      },
    },
  });

  it('answers 429 RATE_LIMITED once one address exceeds its admin bootstrap attempts', async () => {
    const statuses: number[] = [];
    for (const index of [1, 2, 3]) {
      const response = await handle.app().inject({
        method: 'POST',
        url: '/api/auth/admin-bootstrap',
        payload: { email: `bootstrap.${index}@example.com`, password: 'x', firstName: 'B', lastName: 'S' },
      });
      statuses.push(response.statusCode);
    }

    // Refused (no ADMIN_BOOTSTRAP_TOKEN configured) until the limit answers first.
    expect(statuses).toEqual([403, 403, 429]);
  });

  it('answers 429 RATE_LIMITED once one address exceeds its sign-ups', async () => {
    const statuses: number[] = [];
    for (const index of [1, 2, 3]) {
      const response = await handle.app().inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: signUpPayload({ email: `limited.${index}@example.com` }),
      });
      statuses.push(response.statusCode);
    }

    expect(statuses).toEqual([201, 201, 429]);
  });

  it('answers 429 RATE_LIMITED once one address exceeds its sign-in attempts', async () => {
    const statuses: number[] = [];
    for (const index of [1, 2, 3]) {
      const response = await signInThroughApi(handle.app(), {
        email: `limited.sign.in.${index}@example.com`,
      });
      statuses.push(response.statusCode);
    }

    expect(statuses).toEqual([401, 401, 429]);
  });

  it('marks the refresh cookie Secure in production', async () => {
    await createTestAccount(handle.database().orm.em.fork(), { email: 'secure.cookie@example.com' });

    const response = await handle.app().inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      // Another client address: this one has its own sign-in quota.
      remoteAddress: '192.0.2.10',
      payload: { email: 'secure.cookie@example.com', password: TEST_PASSWORD, portal: 'client' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME)?.secure).toBe(true);
  });
});
