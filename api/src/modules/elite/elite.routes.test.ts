import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZEliteAccessStatus } from '@propdesk/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createTestConfig } from '../../test/build-test-app.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { AuditEvent } from '../audit/index.ts';
import { ELITE_PASS_COOKIE_NAME } from './elite-pass.ts';
import { DEMO_ELITE_ACCESS_CODE } from './elite.constants.ts';

/** What `npm run elite:hash -w api` printed for CONFIGURED_CODE. */
const CONFIGURED_CODE = 'Some-Long-Elite-Code';
const CONFIGURED_CODE_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$azIitdabWenmDYdsxVHKFA$dMC+7UA9dkJJTDutCOROm/c5nrajW50PSXbKm/cXPgM';

function passOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === ELITE_PASS_COOKIE_NAME);
}

describe.each(TEST_DRIVERS)('elite access (%s)', (driver) => {
  const handle = useTestApp(driver, 'elite_access');
  const enter = (code: unknown) =>
    handle.app().inject({ method: 'POST', url: '/api/elite/access', payload: { code } });
  const check = (pass?: string) =>
    handle.app().inject({
      method: 'GET',
      url: '/api/elite/access',
      ...(pass === undefined ? {} : { cookies: { [ELITE_PASS_COOKIE_NAME]: pass } }),
    });

  it('refuses a wrong code without a pass, then exchanges the right one for a scoped httpOnly pass', async () => {
    const wrong = await enter('not-the-code');
    expect(wrong.statusCode).toBe(401);
    expect(ZApiErrorBody.parse(wrong.json()).error).toEqual({
      code: 'ELITE_CODE_INVALID',
      message: 'Invalid access code',
    });
    expect(passOf(wrong)).toBeUndefined();

    const right = await enter(DEMO_ELITE_ACCESS_CODE);
    expect(right.statusCode).toBe(200);
    expect(ZEliteAccessStatus.parse(right.json()).granted).toBe(true);
    const pass = passOf(right);
    expect(pass).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api', maxAge: 43_200 });

    const em = handle.database().orm.em.fork();
    expect(await em.count(AuditEvent, { action: 'elite_access', outcome: 'failure' })).toBe(1);
    expect(await em.count(AuditEvent, { action: 'elite_access', outcome: 'success' })).toBe(1);

    const granted = ZEliteAccessStatus.parse((await check(pass?.value)).json());
    expect(granted.granted).toBe(true);
    expect(new Date(granted.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it('answers not granted without a pass, with a forged one, and with another kind of token', async () => {
    expect((await check()).json()).toEqual({ granted: false, expiresAt: null });
    expect((await check('forged.token.value')).json()).toEqual({ granted: false, expiresAt: null });
    const accessLike = handle.app().jwt.sign({ sub: 'someone' });
    expect((await check(accessLike)).json()).toEqual({ granted: false, expiresAt: null });
  });

  it('validates the body and gives the pass back on DELETE', async () => {
    expect((await enter('')).statusCode).toBe(400);
    expect((await enter(42)).statusCode).toBe(400);
    const left = await handle.app().inject({ method: 'DELETE', url: '/api/elite/access' });
    expect(left.statusCode).toBe(204);
    expect(passOf(left)?.value).toBe('');
  });
});

describe.each(TEST_DRIVERS)('elite access in production (%s)', (driver) => {
  describe('without a configured code', () => {
    const handle = useTestApp(driver, 'elite_closed', { config: { nodeEnv: 'production' } });

    it('keeps the elite area closed: the demo code does not work', async () => {
      const response = await handle
        .app()
        .inject({ method: 'POST', url: '/api/elite/access', payload: { code: DEMO_ELITE_ACCESS_CODE } });
      expect(response.statusCode).toBe(403);
      expect(ZApiErrorBody.parse(response.json()).error.code).toBe('ELITE_ACCESS_CLOSED');
    });
  });

  describe('with a configured code and a strict limit', () => {
    const handle = useTestApp(driver, 'elite_configured', {
      config: {
        nodeEnv: 'production',
        eliteAccessCodeHash: CONFIGURED_CODE_HASH,
        authRateLimits: {
          ...createTestConfig().authRateLimits,
          eliteAccess: { max: 2, timeWindowMs: 60_000 },
        },
      },
    });
    const enter = (code: string) =>
      handle.app().inject({ method: 'POST', url: '/api/elite/access', payload: { code } });

    it('accepts the configured code, sets a Secure pass, and limits attempts per address', async () => {
      const right = await enter(CONFIGURED_CODE);
      expect(right.statusCode).toBe(200);
      expect(passOf(right)?.secure).toBe(true);
      expect((await enter(DEMO_ELITE_ACCESS_CODE)).statusCode).toBe(401);
      const limited = await enter(CONFIGURED_CODE);
      expect(limited.statusCode).toBe(429);
    });
  });
});
