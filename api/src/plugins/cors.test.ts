import { describe, expect, it } from '@jest/globals';
import { TEST_ALLOWED_ORIGIN } from '../test/build-test-app.ts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { useTestApp } from '../test/use-test-app.ts';

const FOREIGN_ORIGIN = 'https://evil.example.com';

describe.each(TEST_DRIVERS)('CORS (%s)', (driver) => {
  const handle = useTestApp(driver, 'cors');

  it('lets a listed origin read answers, with credentials and the request id', async () => {
    const response = await handle
      .app()
      .inject({ method: 'GET', url: '/api/public/config', headers: { origin: TEST_ALLOWED_ORIGIN } });

    expect(response.headers['access-control-allow-origin']).toBe(TEST_ALLOWED_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-expose-headers']).toContain('x-request-id');
    expect(response.headers['vary']).toContain('Origin');
  });

  it('gives an unlisted origin no CORS headers outside public reads', async () => {
    const response = await handle
      .app()
      .inject({ method: 'GET', url: '/api/me', headers: { origin: FOREIGN_ORIGIN } });

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets any origin read public data, never with credentials (an embedded landing)', async () => {
    const response = await handle.app().inject({
      method: 'GET',
      url: '/api/public/config',
      headers: { origin: FOREIGN_ORIGIN },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses an unlisted origin the preflight of a public write', async () => {
    const response = await handle.app().inject({
      method: 'OPTIONS',
      url: '/api/public/white-label-requests',
      headers: { origin: FOREIGN_ORIGIN, 'access-control-request-method': 'POST' },
    });

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of a listed origin and refuses that of an unlisted one', async () => {
    const preflight = (origin: string, url: string) =>
      handle.app().inject({
        method: 'OPTIONS',
        url,
        headers: { origin, 'access-control-request-method': 'PATCH' },
      });

    const allowed = await preflight(TEST_ALLOWED_ORIGIN, '/api/me/profile');
    const refused = await preflight(FOREIGN_ORIGIN, '/api/me/profile');

    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(TEST_ALLOWED_ORIGIN);
    expect(allowed.headers['access-control-allow-methods']).toContain('PATCH');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
