import { beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_ALLOWED_ORIGIN } from '../../test/build-test-app.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { REFRESH_COOKIE_NAME } from '../auth/index.ts';
import { OrganizationDomain } from './organization-domain.entity.ts';
import { Organization } from '../tenancy/index.ts';
import { createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { createTrustedOrigins } from './trusted-origins.ts';

describe.each(TEST_DRIVERS)('the portal’s trusted origins (%s)', (driver) => {
  const handle = useTestApp(driver, 'trusted_origins');
  const orm = () => handle.database().orm;

  beforeAll(async () => {
    const em = orm().em.fork();
    const active = em.create(Organization, { slug: 'trusted-firm', name: 'Trusted Firm' });
    const offline = em.create(Organization, { slug: 'offline-firm', name: 'Offline', status: 'suspended' });
    em.create(OrganizationDomain, {
      organization: active,
      domain: 'portal.trusted.example',
      isVerified: true,
    });
    em.create(OrganizationDomain, { organization: active, domain: 'pending.trusted.example' });
    em.create(OrganizationDomain, {
      organization: offline,
      domain: 'portal.offline.example',
      isVerified: true,
    });
    await em.flush();
  });

  it('trusts the configured origins and verified domains of active firms, over HTTPS in production', async () => {
    const production = createTrustedOrigins({
      orm: orm(),
      staticOrigins: [TEST_ALLOWED_ORIGIN],
      isProduction: true,
    });
    expect(await production.isTrusted(TEST_ALLOWED_ORIGIN)).toBe(true);
    expect(await production.isTrusted('https://portal.trusted.example')).toBe(true);
    for (const origin of [
      'http://portal.trusted.example',
      'https://portal.trusted.example:8443',
      'https://portal.trusted.example/path',
      'https://pending.trusted.example',
      'https://portal.offline.example',
      'https://evil.example',
      'null',
    ]) {
      expect([origin, await production.isTrusted(origin)]).toEqual([origin, false]);
    }
    const development = createTrustedOrigins({ orm: orm(), staticOrigins: [], isProduction: false });
    expect(await development.isTrusted('http://portal.trusted.example:3000')).toBe(true);
  });

  it('keeps the domains it read for a while, and reads them again once told to forget', async () => {
    let now = 0;
    const origins = createTrustedOrigins({
      orm: orm(),
      staticOrigins: [],
      isProduction: true,
      ttlMs: 1_000,
      now: () => now,
    });
    expect(await origins.isTrusted('https://late.trusted.example')).toBe(false);
    const em = orm().em.fork();
    em.create(OrganizationDomain, {
      organization: await em.findOneOrFail(Organization, { slug: 'trusted-firm' }),
      domain: 'late.trusted.example',
      isVerified: true,
    });
    await em.flush();
    expect(await origins.isTrusted('https://late.trusted.example')).toBe(false);
    origins.forget();
    expect(await origins.isTrusted('https://late.trusted.example')).toBe(true);
    await orm().em.fork().nativeDelete(OrganizationDomain, { domain: 'late.trusted.example' });
    now += 1_000;
    expect(await origins.isTrusted('https://late.trusted.example')).toBe(false);
  });

  it('lets a firm’s verified domain read with credentials and refresh its session', async () => {
    const origin = 'http://portal.trusted.example';
    const cors = await handle.app().inject({ method: 'GET', url: '/api/public/config', headers: { origin } });
    expect(cors.headers['access-control-allow-origin']).toBe(origin);
    expect(cors.headers['access-control-allow-credentials']).toBe('true');

    await createTestAccount(orm().em.fork(), { email: 'domain.trader@example.com' });
    const { refreshToken } = await signInAs(handle.app(), { email: 'domain.trader@example.com' });
    const cookies = { [REFRESH_COOKIE_NAME]: refreshToken };
    const refreshed = await handle
      .app()
      .inject({ method: 'POST', url: '/api/auth/refresh', cookies, headers: { origin } });
    expect(refreshed.statusCode).toBe(200);
    const pending = await handle.app().inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies,
      headers: { origin: 'http://pending.trusted.example' },
    });
    expect(pending.statusCode).toBe(403);
  });
});
