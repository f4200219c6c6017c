import { describe, expect, it } from '@jest/globals';
import { ZAdminBootstrapStatus, ZApiErrorBody } from '@propdesk/shared/contracts';
import { createTestAccount, signInThroughApi } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp, type TTestAppHandle } from '../../test/use-test-app.ts';
import { AuditEvent } from '../audit/index.ts';
import { Profile } from '../tenancy/index.ts';

const ADMIN_PASSWORD = 'Granite-Pelican-Ribbon-61';
const BOOTSTRAP_TOKEN = 'test-only-bootstrap-token-0123456789abcdef';
const WITH_TOKEN = { config: { adminBootstrapToken: BOOTSTRAP_TOKEN } };

function bootstrapPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    bootstrapToken: BOOTSTRAP_TOKEN,
    email: 'first.admin@example.com',
    password: ADMIN_PASSWORD,
    firstName: 'Fiona',
    lastName: 'First',
    ...overrides,
  };
}

function bootstrapHelpers(handle: TTestAppHandle) {
  return {
    status: async () => {
      const response = await handle.app().inject({ method: 'GET', url: '/api/auth/admin-bootstrap' });
      expect(response.statusCode).toBe(200);
      return ZAdminBootstrapStatus.parse(response.json());
    },
    bootstrap: (payload: Record<string, unknown>) =>
      handle.app().inject({ method: 'POST', url: '/api/auth/admin-bootstrap', payload }),
  };
}

describe.each(TEST_DRIVERS)('admin bootstrap (%s)', (driver) => {
  const handle = useTestApp(driver, 'admin_bootstrap', WITH_TOKEN);
  const { status, bootstrap } = bootstrapHelpers(handle);

  it('is open while no admin exists', async () => {
    expect(await status()).toEqual({ canCreateFirstAdmin: true });
  });

  it('refuses a request without the bootstrap token or with a wrong one, creating nothing', async () => {
    const withoutToken = await bootstrap(bootstrapPayload({ bootstrapToken: undefined }));
    const emptyToken = await bootstrap(bootstrapPayload({ bootstrapToken: '' }));
    const wrongToken = await bootstrap(bootstrapPayload({ bootstrapToken: `${BOOTSTRAP_TOKEN}x` }));
    const shortToken = await bootstrap(bootstrapPayload({ bootstrapToken: BOOTSTRAP_TOKEN.slice(0, 10) }));

    expect(withoutToken.statusCode).toBe(400);
    expect(emptyToken.statusCode).toBe(400);
    for (const refused of [wrongToken, shortToken]) {
      expect(refused.statusCode).toBe(403);
      expect(ZApiErrorBody.parse(refused.json()).error).toEqual({
        code: 'FORBIDDEN',
        message: 'The bootstrap token is not valid',
      });
    }
    const em = handle.database().orm.em.fork();
    expect(await em.count(Profile, { role: 'admin' })).toBe(0);
    expect(await em.count(AuditEvent, { action: 'admin_bootstrap', outcome: 'failure' })).toBe(2);
    expect(await status()).toEqual({ canCreateFirstAdmin: true });
  });

  it('refuses a weak password with reasons and a malformed body, creating nothing', async () => {
    const weak = await bootstrap(bootstrapPayload({ password: 'fiona-first-123456' }));
    const malformed = await bootstrap(bootstrapPayload({ email: 'not-an-email', firstName: '' }));

    expect(weak.statusCode).toBe(400);
    const weakBody = ZApiErrorBody.parse(weak.json());
    expect(weakBody.error.code).toBe('WEAK_PASSWORD');
    expect(weakBody.error.details).toEqual({ reasons: expect.arrayContaining([expect.anything()]) });
    expect(malformed.statusCode).toBe(400);
    expect(ZApiErrorBody.parse(malformed.json()).error.code).toBe('VALIDATION_ERROR');
    expect(await status()).toEqual({ canCreateFirstAdmin: true });
  });

  it('lets exactly one of several concurrent requests create the admin', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4].map((index) => bootstrap(bootstrapPayload({ email: `racer.${index}@example.com` }))),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 403, 403, 403]);
    const created = responses.find((response) => response.statusCode === 201);
    expect(created?.json()).toEqual({ status: 'created' });
    for (const refused of responses.filter((response) => response.statusCode === 403)) {
      expect(ZApiErrorBody.parse(refused.json()).error.code).toBe('FORBIDDEN');
    }
    const em = handle.database().orm.em.fork();
    expect(await em.count(Profile, { role: 'admin' })).toBe(1);
    expect(await em.count(AuditEvent, { action: 'admin_bootstrap', outcome: 'success' })).toBe(1);
  });

  it('creates a verified admin without portal type that signs in on the admin portal', async () => {
    const admin = await handle
      .database()
      .orm.em.fork()
      .findOneOrFail(Profile, { role: 'admin' }, { populate: ['user'] });
    expect(admin.portalType).toBeNull();
    expect(admin.user.emailVerifiedAt).toBeInstanceOf(Date);

    const signIn = await signInThroughApi(handle.app(), {
      email: admin.email,
      password: ADMIN_PASSWORD,
      portal: 'admin',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('is closed for good once an admin exists, even with the right token', async () => {
    const response = await bootstrap(bootstrapPayload({ email: 'late.comer@example.com' }));

    expect(response.statusCode).toBe(403);
    expect(ZApiErrorBody.parse(response.json()).error).toEqual({
      code: 'FORBIDDEN',
      message: 'An admin account already exists',
    });
    expect(await status()).toEqual({ canCreateFirstAdmin: false });
  });
});

describe.each(TEST_DRIVERS)('admin bootstrap with a taken email (%s)', (driver) => {
  const handle = useTestApp(driver, 'admin_bootstrap_taken', WITH_TOKEN);
  const { status, bootstrap } = bootstrapHelpers(handle);

  it('answers 409 ACCOUNT_EXISTS for an email that already has an account', async () => {
    await createTestAccount(handle.database().orm.em.fork(), { email: 'taken@example.com' });

    const response = await bootstrap(bootstrapPayload({ email: 'Taken@Example.com' }));

    expect(response.statusCode).toBe(409);
    expect(ZApiErrorBody.parse(response.json()).error.code).toBe('ACCOUNT_EXISTS');
    expect(await status()).toEqual({ canCreateFirstAdmin: true });
  });

  it('counts a seeded admin: bootstrap is closed although nobody bootstrapped', async () => {
    await createTestAccount(handle.database().orm.em.fork(), {
      email: 'seeded.admin@example.com',
      role: 'admin',
      portalType: null,
    });

    expect(await status()).toEqual({ canCreateFirstAdmin: false });
    expect((await bootstrap(bootstrapPayload())).statusCode).toBe(403);
  });
});

describe.each(TEST_DRIVERS)('admin bootstrap without ADMIN_BOOTSTRAP_TOKEN (%s)', (driver) => {
  const handle = useTestApp(driver, 'admin_bootstrap_closed');
  const { status, bootstrap } = bootstrapHelpers(handle);

  it('is closed with a clear 403 whatever the request carries', async () => {
    for (const payload of [bootstrapPayload(), bootstrapPayload({ bootstrapToken: undefined }), {}]) {
      const response = await bootstrap(payload);
      expect(response.statusCode).toBe(403);
      expect(ZApiErrorBody.parse(response.json()).error).toEqual({
        code: 'FORBIDDEN',
        message: expect.stringContaining('ADMIN_BOOTSTRAP_TOKEN'),
      });
    }
    expect(await handle.database().orm.em.fork().count(Profile, { role: 'admin' })).toBe(0);
    expect(await status()).toEqual({ canCreateFirstAdmin: true });
  });
});
