import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZResetLinkStatus } from '@propdesk/shared/contracts';
import {
  bearer,
  createTestAccount,
  signInAs,
  signInThroughApi,
  TEST_PASSWORD,
} from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { readOutbox, tokenFromMail } from '../../test/outbox.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { AuditEvent } from '../audit/index.ts';
import { REFRESH_COOKIE_NAME } from './refresh-cookie.ts';
import { User } from '../tenancy/index.ts';

const NEW_PASSWORD = 'Saffron-Glacier-Orchid-61';

describe.each(TEST_DRIVERS)('password reset and change (%s)', (driver) => {
  const handle = useTestApp(driver, 'auth_password_reset');

  const requestReset = (email: string) =>
    handle.app().inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
  const checkLink = (tokenHash: string) =>
    handle.app().inject({ method: 'GET', url: '/api/auth/password-reset/link', query: { tokenHash } });
  const confirm = (tokenHash: string, password: string) =>
    handle.app().inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { tokenHash, type: 'recovery', password },
    });
  const refresh = (refreshToken: string) =>
    handle.app().inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE_NAME]: refreshToken },
    });
  const resetTokenFor = async (email: string): Promise<string> => {
    expect((await requestReset(email)).statusCode).toBe(202);
    const mail = (await readOutbox(handle.app(), email)).find((item) => item.purpose === 'password_reset');
    expect(mail?.text).toContain('http://localhost:3000/reset-password?token_hash=');
    return tokenFromMail(mail!);
  };

  it('answers a known and an unknown email identically; only the known one gets a mail', async () => {
    await createTestAccount(handle.database().orm.em.fork(), { email: 'known@example.com' });

    const known = await requestReset('known@example.com');
    const unknown = await requestReset('unknown@example.com');

    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ status: 'accepted' });
    expect(await readOutbox(handle.app(), 'known@example.com')).toHaveLength(1);
    expect(await readOutbox(handle.app(), 'unknown@example.com')).toHaveLength(0);
  });

  it('sends nothing to a disabled account', async () => {
    await createTestAccount(handle.database().orm.em.fork(), { email: 'off@example.com', isDisabled: true });

    expect((await requestReset('off@example.com')).statusCode).toBe(202);

    expect(await readOutbox(handle.app(), 'off@example.com')).toHaveLength(0);
  });

  it('checks a link without using it up', async () => {
    await createTestAccount(handle.database().orm.em.fork(), { email: 'check@example.com' });
    const token = await resetTokenFor('check@example.com');

    const statusOf = async (tokenHash: string) => ZResetLinkStatus.parse((await checkLink(tokenHash)).json());

    expect(await statusOf(token)).toEqual({ status: 'valid' });
    expect(await statusOf(token)).toEqual({ status: 'valid' });
    expect(await statusOf('y'.repeat(43))).toEqual({ status: 'invalid' });
  });

  it('sets the new password, revokes every session, verifies the email and uses the link once', async () => {
    const em = handle.database().orm.em.fork();
    await createTestAccount(em, { email: 'reset.me@example.com' });
    const signedIn = await signInAs(handle.app(), { email: 'reset.me@example.com' });
    await em.nativeUpdate(User, { email: 'reset.me@example.com' }, { emailVerifiedAt: null });
    const token = await resetTokenFor('reset.me@example.com');

    const response = await confirm(token, NEW_PASSWORD);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'accepted' });
    expect((await refresh(signedIn.refreshToken)).statusCode).toBe(401);
    expect((await signInThroughApi(handle.app(), { email: 'reset.me@example.com' })).statusCode).toBe(401);
    expect(
      (await signInThroughApi(handle.app(), { email: 'reset.me@example.com', password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(ZResetLinkStatus.parse((await checkLink(token)).json())).toEqual({ status: 'invalid' });
    const again = await confirm(token, 'Another-Long-Passphrase-77');
    expect(again.statusCode).toBe(400);
    expect(ZApiErrorBody.parse(again.json()).error.code).toBe('INVALID_OR_EXPIRED_LINK');
    const check = handle.database().orm.em.fork();
    const user = await check.findOneOrFail(User, { email: 'reset.me@example.com' });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await check.count(AuditEvent, { action: 'password_reset', actor: user.id })).toBe(1);
  });

  it('refuses a weak password with its reasons and keeps the link usable', async () => {
    await createTestAccount(handle.database().orm.em.fork(), { email: 'weak.reset@example.com' });
    const token = await resetTokenFor('weak.reset@example.com');

    const response = await confirm(token, 'password1234');

    expect(response.statusCode).toBe(400);
    const body = ZApiErrorBody.parse(response.json());
    expect(body.error.code).toBe('WEAK_PASSWORD');
    expect(
      (body.error.details as { reasons: { code: string }[] }).reasons.map((reason) => reason.code),
    ).toEqual(['common_password']);
    expect(ZResetLinkStatus.parse((await checkLink(token)).json())).toEqual({ status: 'valid' });
  });

  it('answers 400 INVALID_OR_EXPIRED_LINK for an unknown link', async () => {
    const response = await confirm('z'.repeat(43), NEW_PASSWORD);

    expect(response.statusCode).toBe(400);
    expect(ZApiErrorBody.parse(response.json()).error.code).toBe('INVALID_OR_EXPIRED_LINK');
  });

  describe('change password', () => {
    const changePassword = (accessToken: string, payload: Record<string, unknown>) =>
      handle.app().inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(accessToken),
        payload,
      });

    it('refuses a wrong current password with 400 WRONG_CURRENT_PASSWORD and audits it', async () => {
      await createTestAccount(handle.database().orm.em.fork(), { email: 'wrong.current@example.com' });
      const session = await signInAs(handle.app(), { email: 'wrong.current@example.com' });

      const response = await changePassword(session.accessToken, {
        currentPassword: 'not-the-password',
        newPassword: NEW_PASSWORD,
      });

      expect(response.statusCode).toBe(400);
      expect(ZApiErrorBody.parse(response.json()).error.code).toBe('WRONG_CURRENT_PASSWORD');
      const em = handle.database().orm.em.fork();
      const user = await em.findOneOrFail(User, { email: 'wrong.current@example.com' });
      expect(
        await em.count(AuditEvent, { action: 'password_changed', outcome: 'failure', actor: user.id }),
      ).toBe(1);
    });

    it('refuses a weak new password with its reasons', async () => {
      await createTestAccount(handle.database().orm.em.fork(), { email: 'weak.change@example.com' });
      const session = await signInAs(handle.app(), { email: 'weak.change@example.com' });

      const response = await changePassword(session.accessToken, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'password1234',
      });

      expect(response.statusCode).toBe(400);
      expect(ZApiErrorBody.parse(response.json()).error.code).toBe('WEAK_PASSWORD');
    });

    it('changes the password, keeps the current session and revokes the others', async () => {
      await createTestAccount(handle.database().orm.em.fork(), { email: 'changer@example.com' });
      const current = await signInAs(handle.app(), { email: 'changer@example.com' });
      const other = await signInAs(handle.app(), { email: 'changer@example.com' });

      const response = await changePassword(current.accessToken, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'accepted' });
      expect((await refresh(other.refreshToken)).statusCode).toBe(401);
      expect((await refresh(current.refreshToken)).statusCode).toBe(200);
      expect(
        (await signInThroughApi(handle.app(), { email: 'changer@example.com', password: NEW_PASSWORD }))
          .statusCode,
      ).toBe(200);
    });

    it('answers 401 without a session', async () => {
      const response = await handle.app().inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      });

      expect(response.statusCode).toBe(401);
    });
  });
});
