import { describe, expect, it } from '@jest/globals';
import { ZAcceptedResponse, ZApiErrorBody } from '@propdesk/shared/contracts';
import { signInThroughApi } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { readOutbox, tokenFromMail } from '../../test/outbox.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { AuditEvent } from '../audit/index.ts';
import { MailMessage } from '../mail/index.ts';
import { EmailToken } from './email-token.entity.ts';
import { User } from '../tenancy/index.ts';

const PASSWORD = 'Lagoon-Tangerine-Piano-93';

describe.each(TEST_DRIVERS)('email verification (%s)', (driver) => {
  const handle = useTestApp(driver, 'auth_verify_email');

  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    handle.app().inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: PASSWORD, firstName: 'Vera', lastName: 'Fied', country: 'IT', ...extra },
    });
  const verify = (tokenHash: string) =>
    handle.app().inject({ method: 'POST', url: '/api/auth/verify-email', payload: { tokenHash } });
  const resend = (email: string) =>
    handle.app().inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } });

  it('sign-up mails a link; the link verifies the address; then sign-in works', async () => {
    expect((await signUp('verify.me@example.com')).statusCode).toBe(201);
    const [mail] = await readOutbox(handle.app(), 'verify.me@example.com');
    expect(mail).toMatchObject({ purpose: 'email_verification' });
    expect(mail?.text).toContain('http://localhost:3000/auth?token_hash=');
    expect(mail?.text).toContain('&type=signup');
    expect(
      (await signInThroughApi(handle.app(), { email: 'verify.me@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(403);

    const response = await verify(tokenFromMail(mail!));

    expect(response.statusCode).toBe(200);
    expect(ZAcceptedResponse.parse(response.json())).toEqual({ status: 'accepted' });
    const signedIn = await signInThroughApi(handle.app(), {
      email: 'verify.me@example.com',
      password: PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    const em = handle.database().orm.em.fork();
    const user = await em.findOneOrFail(User, { email: 'verify.me@example.com' });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await em.count(AuditEvent, { action: 'email_verified', actor: user.id })).toBe(1);
    // Only the hash of the token is stored.
    const stored = await em.find(EmailToken, { user: user.id });
    expect(stored.map((token) => token.tokenHash)).not.toContain(tokenFromMail(mail!));
  });

  it('answers 400 INVALID_OR_EXPIRED_LINK for an unknown, a used and an expired link', async () => {
    await signUp('links@example.com');
    const token = tokenFromMail((await readOutbox(handle.app(), 'links@example.com'))[0]!);
    const codeOf = async (tokenHash: string) => {
      const response = await verify(tokenHash);
      return [response.statusCode, ZApiErrorBody.safeParse(response.json()).data?.error.code];
    };

    expect(await codeOf('x'.repeat(43))).toEqual([400, 'INVALID_OR_EXPIRED_LINK']);
    expect((await verify(token)).statusCode).toBe(200);
    expect(await codeOf(token)).toEqual([400, 'INVALID_OR_EXPIRED_LINK']);

    await signUp('expired@example.com');
    const expired = tokenFromMail((await readOutbox(handle.app(), 'expired@example.com'))[0]!);
    const em = handle.database().orm.em.fork();
    const user = await em.findOneOrFail(User, { email: 'expired@example.com' });
    await em.nativeUpdate(EmailToken, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await codeOf(expired)).toEqual([400, 'INVALID_OR_EXPIRED_LINK']);
  });

  it('resend answers 202 for anyone, sends at most one mail per 60 s, and the new link replaces the old', async () => {
    await signUp('resend@example.com');
    const first = tokenFromMail((await readOutbox(handle.app(), 'resend@example.com'))[0]!);

    const inside = await resend('resend@example.com');
    const unknown = await resend('nobody.here@example.com');

    expect([inside.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(inside.body).toBe(unknown.body);
    expect(await readOutbox(handle.app(), 'resend@example.com')).toHaveLength(1);
    expect(await readOutbox(handle.app(), 'nobody.here@example.com')).toHaveLength(0);

    const em = handle.database().orm.em.fork();
    await em.nativeUpdate(
      MailMessage,
      { to: 'resend@example.com' },
      { createdAt: new Date(Date.now() - 61_000) },
    );
    expect((await resend('resend@example.com')).statusCode).toBe(202);
    const mails = await readOutbox(handle.app(), 'resend@example.com');
    expect(mails).toHaveLength(2);
    const second = tokenFromMail(mails[0]!);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('writes the mail in the language chosen at sign-up', async () => {
    await signUp('hola@example.com', { language: 'es' });

    const [mail] = await readOutbox(handle.app(), 'hola@example.com');

    expect(mail?.subject).toBe('Confirma tu dirección de correo para PropDesk');
    expect(mail?.text).toContain('Hola Vera:');
  });
});
