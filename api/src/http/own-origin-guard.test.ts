import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody } from '@propdesk/shared/contracts';
import { createTestAccount, signInAs } from '../test/auth-fixtures.ts';
import { TEST_ALLOWED_ORIGIN } from '../test/build-test-app.ts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { REFRESH_COOKIE_NAME } from '../modules/auth/refresh-cookie.ts';
import { Session } from '../modules/auth/session.entity.ts';
import { DEMO_ELITE_ACCESS_CODE } from '../modules/elite/elite.constants.ts';

describe.each(TEST_DRIVERS)('cookie-authorized routes accept only the portal’s own pages (%s)', (driver) => {
  const handle = useTestApp(driver, 'own_origin');
  const codeOf = (body: unknown) => ZApiErrorBody.parse(body).error.code;

  it('refuses a refresh and a sign-out sent from a foreign page, keeping the session', async () => {
    await createTestAccount(handle.database().orm.em.fork(), { email: 'cookie.holder@example.com' });
    const { refreshToken, sessionId } = await signInAs(handle.app(), { email: 'cookie.holder@example.com' });
    const cookies = { [REFRESH_COOKIE_NAME]: refreshToken };

    for (const url of ['/api/auth/refresh', '/api/auth/sign-out']) {
      const foreign = await handle
        .app()
        .inject({ method: 'POST', url, cookies, headers: { origin: 'https://evil.example' } });
      expect(foreign.statusCode).toBe(403);
      expect(codeOf(foreign.json())).toBe('ORIGIN_NOT_ALLOWED');
      const crossSite = await handle
        .app()
        .inject({ method: 'POST', url, cookies, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.statusCode).toBe(403);
    }
    const session = await handle.database().orm.em.fork().findOneOrFail(Session, { id: sessionId });
    expect(session.revokedAt).toBeNull();

    const own = await handle.app().inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies,
      headers: { origin: TEST_ALLOWED_ORIGIN, 'sec-fetch-site': 'same-site' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('hands out and takes back the elite pass only on the portal’s pages', async () => {
    const enter = (headers: Record<string, string>) =>
      handle.app().inject({
        method: 'POST',
        url: '/api/elite/access',
        payload: { code: DEMO_ELITE_ACCESS_CODE },
        headers,
      });
    const foreign = await enter({ origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(codeOf(foreign.json())).toBe('ORIGIN_NOT_ALLOWED');
    expect((await enter({ origin: TEST_ALLOWED_ORIGIN })).statusCode).toBe(200);
    const leave = await handle
      .app()
      .inject({ method: 'DELETE', url: '/api/elite/access', headers: { origin: 'https://evil.example' } });
    expect(leave.statusCode).toBe(403);
  });
});
