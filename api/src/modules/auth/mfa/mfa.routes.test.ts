import { describe, expect, it } from '@jest/globals';
import {
  ZApiErrorBody,
  ZMfaChallengeResponse,
  ZMfaEnrolment,
  ZMfaSignInResponse,
  ZMfaStatus,
  ZRecoveryCodes,
} from '@propdesk/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import {
  bearer,
  createTestAccount,
  freshTotpCode,
  refreshCookieOf,
  signInAs,
  signInThroughApi,
  TEST_TOTP_SECRET,
} from '../../../test/auth-fixtures.ts';
import { TEST_MFA_ENCRYPTION_KEY } from '../../../test/build-test-app.ts';
import { TEST_DRIVERS } from '../../../test/databases.ts';
import { sealAsVersion1 } from '../../../test/legacy-secret-box.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { AuditEvent } from '../../audit/index.ts';
import { Profile, User } from '../../tenancy/index.ts';
import { REFRESH_COOKIE_NAME } from '../refresh-cookie.ts';
import { Session } from '../session.entity.ts';
import { createSecretBox, SECRET_PURPOSES } from './secret-box.ts';
import { TotpFactor } from './totp-factor.entity.ts';

function errorCodeOf(response: LightMyRequestResponse): string {
  return ZApiErrorBody.parse(response.json()).error.code;
}

describe.each(TEST_DRIVERS)('TOTP second factor (%s)', (driver) => {
  const handle = useTestApp(driver, 'auth_mfa');
  const em = () => handle.database().orm.em.fork();
  const app = () => handle.app();

  const post = (url: string, payload: object, accessToken?: string) =>
    app().inject({
      method: 'POST',
      url,
      payload,
      ...(accessToken === undefined ? {} : { headers: bearer(accessToken) }),
    });
  const mfaStatus = async (accessToken: string) =>
    ZMfaStatus.parse(
      (await app().inject({ method: 'GET', url: '/api/auth/mfa', headers: bearer(accessToken) })).json(),
    );
  const passwordStep = async (email: string, portal: 'client' | 'admin' = 'client') =>
    ZMfaChallengeResponse.parse((await signInThroughApi(app(), { email, portal })).json());

  /** A trader who turned an authenticator on; returns its secret and recovery codes. */
  async function traderWithAuthenticator(email: string) {
    await createTestAccount(em(), { email });
    const { accessToken } = await signInAs(app(), { email });
    const enrolment = ZMfaEnrolment.parse((await post('/api/auth/mfa/totp', {}, accessToken)).json());
    const confirmed = await post(
      '/api/auth/mfa/totp/confirm',
      { code: await freshTotpCode(app(), email, enrolment.secret) },
      accessToken,
    );
    return { accessToken, secret: enrolment.secret, ...ZRecoveryCodes.parse(confirmed.json()) };
  }

  it('lets a trader turn an authenticator on: pending, confirmed by a code, ten recovery codes', async () => {
    await createTestAccount(em(), { email: 'enrolling@example.com' });
    const { accessToken } = await signInAs(app(), { email: 'enrolling@example.com' });
    expect(await mfaStatus(accessToken)).toEqual({ totp: 'off', required: false, recoveryCodesLeft: 0 });

    const started = await post('/api/auth/mfa/totp', {}, accessToken);
    expect(started.statusCode).toBe(200);
    expect(started.headers['cache-control']).toContain('no-store');
    const enrolment = ZMfaEnrolment.parse(started.json());
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/PropDesk:enrolling%40example\.com\?/);
    expect(enrolment.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await mfaStatus(accessToken)).totp).toBe('pending');

    // The secret is stored sealed, never as the user saw it.
    const stored = await em().findOneOrFail(TotpFactor, { user: { email: 'enrolling@example.com' } });
    expect(stored.encryptedSecret).not.toContain(enrolment.secret);

    const wrong = await post('/api/auth/mfa/totp/confirm', { code: '000000' }, accessToken);
    expect(wrong.statusCode).toBe(400);
    expect(errorCodeOf(wrong)).toBe('MFA_INVALID_CODE');

    const confirmed = await post(
      '/api/auth/mfa/totp/confirm',
      { code: await freshTotpCode(app(), 'enrolling@example.com', enrolment.secret) },
      accessToken,
    );
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = ZRecoveryCodes.parse(confirmed.json());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect(await mfaStatus(accessToken)).toEqual({ totp: 'on', required: false, recoveryCodesLeft: 10 });
    expect(
      await em().count(AuditEvent, { action: 'mfa_enabled', actor: { email: 'enrolling@example.com' } }),
    ).toBe(1);

    const again = await post('/api/auth/mfa/totp', {}, accessToken);
    expect(again.statusCode).toBe(409);
    expect(errorCodeOf(again)).toBe('MFA_ALREADY_ENABLED');
  });

  it('refuses to confirm when nothing is pending, and a code that is not six digits', async () => {
    await createTestAccount(em(), { email: 'nothing.pending@example.com' });
    const { accessToken } = await signInAs(app(), { email: 'nothing.pending@example.com' });

    const nothing = await post('/api/auth/mfa/totp/confirm', { code: '123456' }, accessToken);
    expect(nothing.statusCode).toBe(409);
    expect(errorCodeOf(nothing)).toBe('MFA_NOT_ENROLLED');

    const malformed = await post('/api/auth/mfa/totp/confirm', { code: '12ab' }, accessToken);
    expect(malformed.statusCode).toBe(400);
    expect(errorCodeOf(malformed)).toBe('VALIDATION_ERROR');
  });

  it('answers anonymous callers of the settings with 401', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/auth/mfa' })).statusCode).toBe(401);
    expect((await post('/api/auth/mfa/totp', {})).statusCode).toBe(401);
    expect((await post('/api/auth/mfa/totp/confirm', { code: '123456' })).statusCode).toBe(401);
  });

  it('asks a trader with an authenticator for a code; wrong and replayed codes are refused', async () => {
    const { secret } = await traderWithAuthenticator('two.step@example.com');

    const challenge = await passwordStep('two.step@example.com');
    expect(challenge.mfa).toBe('required');

    const wrong = await post('/api/auth/sign-in/mfa', { mfaToken: challenge.mfaToken, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(errorCodeOf(wrong)).toBe('MFA_INVALID_CODE');
    expect(refreshCookieOf(wrong)).toBeUndefined();

    const code = await freshTotpCode(app(), 'two.step@example.com', secret);
    const passed = await post('/api/auth/sign-in/mfa', { mfaToken: challenge.mfaToken, code });
    expect(passed.statusCode).toBe(200);
    expect(refreshCookieOf(passed)).toBeDefined();
    const session = ZMfaSignInResponse.parse(passed.json());
    expect(session.recoveryCodes).toBeUndefined();
    const sid = app().jwt.decode<{ sid: string }>(session.accessToken)?.sid ?? '';
    expect((await em().findOneOrFail(Session, { id: sid })).mfaVerifiedAt).toBeInstanceOf(Date);

    const secondCompletion = await post('/api/auth/sign-in/mfa', { mfaToken: challenge.mfaToken, code });
    expect(secondCompletion.statusCode).toBe(401);
    expect(errorCodeOf(secondCompletion)).toBe('MFA_CHALLENGE_EXPIRED');

    const replayed = await post('/api/auth/sign-in/mfa', {
      mfaToken: (await passwordStep('two.step@example.com')).mfaToken,
      code,
    });
    expect(replayed.statusCode).toBe(401);
    expect(errorCodeOf(replayed)).toBe('MFA_INVALID_CODE');
  });

  it('starts one session per challenge, even for two right answers sent together', async () => {
    const { recoveryCodes } = await traderWithAuthenticator('twice.at.once@example.com');
    const { mfaToken } = await passwordStep('twice.at.once@example.com');
    const answers = await Promise.all([
      post('/api/auth/sign-in/mfa', { mfaToken, recoveryCode: recoveryCodes[0] ?? '' }),
      post('/api/auth/sign-in/mfa', { mfaToken, recoveryCode: recoveryCodes[1] ?? '' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('keeps counting wrong codes when the right password is typed again, and locks for longer each time', async () => {
    await createTestAccount(em(), { email: 'patient.guesser@example.com', role: 'admin', portalType: null });
    const guess = async () => {
      const { mfaToken } = await passwordStep('patient.guesser@example.com', 'admin');
      return post('/api/auth/sign-in/mfa', { mfaToken, code: '000000' });
    };
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess()).statusCode).toBe(401);
    const user = () => em().findOneOrFail(User, { email: 'patient.guesser@example.com' });
    const firstLock = (await user()).secondFactorLockedUntil?.getTime() ?? 0;
    expect(firstLock).toBeGreaterThan(Date.now() + 50_000);

    // A fresh password step does not give a fresh allowance: the right code is refused while locked.
    const { mfaToken } = await passwordStep('patient.guesser@example.com', 'admin');
    const right = await post('/api/auth/sign-in/mfa', {
      mfaToken,
      code: await freshTotpCode(app(), 'patient.guesser@example.com', TEST_TOTP_SECRET),
    });
    expect(right.statusCode).toBe(401);
    expect((await user()).secondFactorFailures).toBe(5);

    // Once the lock is over, the next wrong code locks for twice as long.
    await em().nativeUpdate(
      User,
      { email: 'patient.guesser@example.com' },
      { secondFactorLockedUntil: null },
    );
    expect((await guess()).statusCode).toBe(401);
    const secondLock = ((await user()).secondFactorLockedUntil?.getTime() ?? 0) - Date.now();
    expect(secondLock).toBeGreaterThan(110_000);
    expect((await user()).secondFactorFailures).toBe(6);
  });

  it('lets no burst of parallel guesses past the free allowance, and a completed sign-in clears the count', async () => {
    await createTestAccount(em(), { email: 'burst.target@example.com', role: 'admin', portalType: null });
    const { mfaToken } = await passwordStep('burst.target@example.com', 'admin');
    await Promise.all(
      Array.from({ length: 12 }, () => post('/api/auth/sign-in/mfa', { mfaToken, code: '000000' })),
    );
    const counted = await em().findOneOrFail(User, { email: 'burst.target@example.com' });
    expect(counted.secondFactorFailures).toBeLessThanOrEqual(5);

    await em().nativeUpdate(User, { id: counted.id }, { secondFactorLockedUntil: null });
    await signInAs(app(), { email: 'burst.target@example.com', portal: 'admin' });
    expect((await em().findOneOrFail(User, { id: counted.id })).secondFactorFailures).toBe(0);
  });

  it('still accepts an authenticator sealed in the old format and re-seals it on the first accepted code', async () => {
    await createTestAccount(em(), { email: 'legacy.seal@example.com', totpSecret: TEST_TOTP_SECRET });
    const legacy = sealAsVersion1(TEST_MFA_ENCRYPTION_KEY, TEST_TOTP_SECRET);
    await em().nativeUpdate(
      TotpFactor,
      { user: { email: 'legacy.seal@example.com' } },
      { encryptedSecret: legacy },
    );

    await signInAs(app(), { email: 'legacy.seal@example.com' });

    const factor = await em().findOneOrFail(TotpFactor, { user: { email: 'legacy.seal@example.com' } });
    expect(factor.encryptedSecret).toMatch(/^v2\./);
    const box = createSecretBox(TEST_MFA_ENCRYPTION_KEY, SECRET_PURPOSES.totp);
    expect(box.open(factor.encryptedSecret, factor.id)).toEqual({
      plaintext: TEST_TOTP_SECRET,
      needsResealing: false,
    });
    // And the re-sealed secret keeps working.
    await signInAs(app(), { email: 'legacy.seal@example.com' });
  });

  it('accepts each recovery code once, forgiving case and spaces', async () => {
    const { accessToken, recoveryCodes } = await traderWithAuthenticator('lost.phone@example.com');
    const [first = ''] = recoveryCodes;
    const typed = ` ${first.toLowerCase().replace('-', ' ')} `;

    const challenge = await passwordStep('lost.phone@example.com');
    const passed = await post('/api/auth/sign-in/mfa', { mfaToken: challenge.mfaToken, recoveryCode: typed });
    expect(passed.statusCode).toBe(200);
    expect(await mfaStatus(accessToken)).toMatchObject({ recoveryCodesLeft: 9 });

    const again = await post('/api/auth/sign-in/mfa', {
      mfaToken: (await passwordStep('lost.phone@example.com')).mfaToken,
      recoveryCode: first,
    });
    expect(again.statusCode).toBe(401);
  });

  it('makes an admin without an authenticator set one up during sign-in, then asks for codes', async () => {
    await createTestAccount(em(), {
      email: 'new.admin@example.com',
      role: 'admin',
      portalType: null,
      totpSecret: null,
    });

    const challenge = await passwordStep('new.admin@example.com', 'admin');
    expect(challenge.mfa).toBe('enrolment_required');

    const enrolment = ZMfaEnrolment.parse(
      (await post('/api/auth/sign-in/mfa/enrolment', { mfaToken: challenge.mfaToken })).json(),
    );
    const passed = await post('/api/auth/sign-in/mfa', {
      mfaToken: challenge.mfaToken,
      code: await freshTotpCode(app(), 'new.admin@example.com', enrolment.secret),
    });
    expect(passed.statusCode).toBe(200);
    const session = ZMfaSignInResponse.parse(passed.json());
    expect(session.user.profile.role).toBe('admin');
    expect(session.recoveryCodes).toHaveLength(10);

    expect((await passwordStep('new.admin@example.com', 'admin')).mfa).toBe('required');
    const refusedRestart = await post('/api/auth/mfa/totp', {}, session.accessToken);
    expect(refusedRestart.statusCode).toBe(409);
  });

  it('keeps the MFA token and the access token apart, and refuses an enrolment token that does not apply', async () => {
    await createTestAccount(em(), { email: 'token.admin@example.com', role: 'admin', portalType: null });
    const challenge = await passwordStep('token.admin@example.com', 'admin');
    const { accessToken } = await signInAs(app(), { email: 'token.admin@example.com', portal: 'admin' });

    const accessAsMfa = await post('/api/auth/sign-in/mfa', { mfaToken: accessToken, code: '123456' });
    expect(accessAsMfa.statusCode).toBe(401);
    expect(errorCodeOf(accessAsMfa)).toBe('MFA_CHALLENGE_EXPIRED');

    const mfaAsAccess = await app().inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: bearer(challenge.mfaToken),
    });
    expect(mfaAsAccess.statusCode).toBe(401);

    const forged = await post('/api/auth/sign-in/mfa', { mfaToken: 'not-a-token', code: '123456' });
    expect(errorCodeOf(forged)).toBe('MFA_CHALLENGE_EXPIRED');

    // This admin has an authenticator: the token is for a code, not for setting up another one.
    const enrol = await post('/api/auth/sign-in/mfa/enrolment', { mfaToken: challenge.mfaToken });
    expect(enrol.statusCode).toBe(401);
    expect(errorCodeOf(enrol)).toBe('MFA_CHALLENGE_EXPIRED');

    const both = await post('/api/auth/sign-in/mfa', {
      mfaToken: challenge.mfaToken,
      code: '123456',
      recoveryCode: 'ABCDE-23456',
    });
    expect(both.statusCode).toBe(400);
  });

  it('locks the account after repeated wrong codes: then even the right code is refused', async () => {
    await createTestAccount(em(), { email: 'guessed.admin@example.com', role: 'admin', portalType: null });
    const { mfaToken } = await passwordStep('guessed.admin@example.com', 'admin');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/api/auth/sign-in/mfa', { mfaToken, code: '000000' })).statusCode).toBe(401);
    }
    const right = await post('/api/auth/sign-in/mfa', {
      mfaToken,
      code: await freshTotpCode(app(), 'guessed.admin@example.com', TEST_TOTP_SECRET),
    });
    expect(right.statusCode).toBe(401);
    expect(errorCodeOf(right)).toBe('MFA_INVALID_CODE');
    expect(
      await em().count(AuditEvent, {
        action: 'sign_in',
        outcome: 'failure',
        actor: { email: 'guessed.admin@example.com' },
        details: { reason: 'mfa_locked' },
      }),
    ).toBe(1);
  });

  it('lets a trader turn the authenticator off with a code, but never an admin', async () => {
    const { accessToken, secret } = await traderWithAuthenticator('turning.off@example.com');
    const removeWith = (payload: object, token: string) =>
      app().inject({ method: 'DELETE', url: '/api/auth/mfa/totp', payload, headers: bearer(token) });

    expect((await removeWith({ code: '000000' }, accessToken)).statusCode).toBe(400);
    const removed = await removeWith(
      { code: await freshTotpCode(app(), 'turning.off@example.com', secret) },
      accessToken,
    );
    expect(removed.statusCode).toBe(204);
    expect(await mfaStatus(accessToken)).toEqual({ totp: 'off', required: false, recoveryCodesLeft: 0 });
    expect((await signInThroughApi(app(), { email: 'turning.off@example.com' })).json()).toHaveProperty(
      'accessToken',
    );

    await createTestAccount(em(), { email: 'keeps.mfa@example.com', role: 'manager', portalType: null });
    const admin = await signInAs(app(), { email: 'keeps.mfa@example.com', portal: 'admin' });
    const refused = await removeWith(
      { code: await freshTotpCode(app(), 'keeps.mfa@example.com') },
      admin.accessToken,
    );
    expect(refused.statusCode).toBe(403);
    expect(errorCodeOf(refused)).toBe('MFA_REQUIRED_FOR_ROLE');
    expect(await mfaStatus(admin.accessToken)).toMatchObject({ totp: 'on', required: true });
  });

  it('replaces the recovery codes after a current code', async () => {
    const { accessToken, secret, recoveryCodes } = await traderWithAuthenticator('new.codes@example.com');
    const replaced = await post(
      '/api/auth/mfa/recovery-codes',
      { code: await freshTotpCode(app(), 'new.codes@example.com', secret) },
      accessToken,
    );
    expect(replaced.statusCode).toBe(200);
    const fresh = ZRecoveryCodes.parse(replaced.json()).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const old = await post('/api/auth/sign-in/mfa', {
      mfaToken: (await passwordStep('new.codes@example.com')).mfaToken,
      recoveryCode: recoveryCodes[0],
    });
    expect(old.statusCode).toBe(401);
  });

  it('ends, at the next refresh, the session of someone promoted to admin without a second factor', async () => {
    const user = await createTestAccount(em(), { email: 'promoted@example.com' });
    const signedIn = await signInAs(app(), { email: 'promoted@example.com' });
    await em().nativeUpdate(Profile, { user: user.id }, { role: 'admin', portalType: null });

    const refreshed = await app().inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE_NAME]: signedIn.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const session = await em().findOneOrFail(Session, { id: signedIn.sessionId });
    expect(session.revokedReason).toBe('mfa_required');
  });
});
