import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody } from '@propdesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { TEST_DRIVERS } from '../test/databases.ts';
import { useTestApp } from '../test/use-test-app.ts';

/** Reads the raw claims, below the auth module's `authenticate` (which also checks the session). */
function addGuardedRoute(app: FastifyInstance): void {
  app.get('/api/test/whoami', { config: { access: 'public' } }, async (request) => {
    const claims = await request.jwtVerify<{ sub: string }>();
    return { sub: claims.sub };
  });
}

function encodeSegment(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe.each(TEST_DRIVERS)('JWT from the Authorization header (%s)', (driver) => {
  const handle = useTestApp(driver, 'jwt', { extend: addGuardedRoute });

  const whoami = (token?: string) =>
    handle.app().inject({
      method: 'GET',
      url: '/api/test/whoami',
      ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
    });

  it('accepts a token the app signed, read from the bearer header', async () => {
    const token = handle.app().jwt.sign({ sub: 'user-1' });

    const response = await whoami(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sub: 'user-1' });
  });

  it('ignores a token in a cookie: the access token lives in memory, never in a cookie', async () => {
    const token = handle.app().jwt.sign({ sub: 'user-1' });

    const response = await handle
      .app()
      .inject({ method: 'GET', url: '/api/test/whoami', cookies: { propdesk_access: token } });

    expect(response.statusCode).toBe(401);
  });

  it('signs tokens that expire after 10 minutes', () => {
    const token = handle.app().jwt.sign({ sub: 'user-1' });
    const claims = handle.app().jwt.decode<{ iat: number; exp: number }>(token);

    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(600);
  });

  it('answers 401 UNAUTHORIZED in the error shape without a token', async () => {
    const response = await whoami();

    expect(response.statusCode).toBe(401);
    expect(ZApiErrorBody.parse(response.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('refuses an unsigned token ("alg": "none")', async () => {
    const unsigned = `${encodeSegment({ alg: 'none', typ: 'JWT' })}.${encodeSegment({ sub: 'admin' })}.`;

    const response = await whoami(unsigned);

    expect(response.statusCode).toBe(401);
    expect(ZApiErrorBody.parse(response.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('refuses a token signed with another secret', async () => {
    const header = encodeSegment({ alg: 'HS256', typ: 'JWT' });
    const payload = encodeSegment({ sub: 'admin', iat: Math.floor(Date.now() / 1000) });
    const signature = createHmac('sha256', 'not-the-server-secret-but-long-enough!!')
      .update(`${header}.${payload}`)
      .digest('base64url');

    const response = await whoami(`${header}.${payload}.${signature}`);

    expect(response.statusCode).toBe(401);
  });
});
