import { describe, expect, it } from '@jest/globals';
import { createTestAccount, signInAs, signInThroughApi } from '../../test/auth-fixtures.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, TEST_DRIVERS } from '../../test/databases.ts';
import { readOutbox } from '../../test/outbox.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { MailMessage } from './mail-message.entity.ts';
import { renderMail } from './mail-templates.ts';
import { createSmtpMailer, type TDeliveryReport } from './smtp-mailer.ts';

type TJsonMessage = { from: { address: string }; to: { address: string }[]; subject: string; text: string };

describe('SMTP mailer (nodemailer json and stream transports, no network)', () => {
  it('builds the message with the configured sender', async () => {
    const reports: TDeliveryReport[] = [];
    const mailer = createSmtpMailer({
      transport: { jsonTransport: true },
      from: 'PropDesk <no-reply@propdesk.example>',
      onDelivered: (report) => reports.push(report),
    });

    await mailer.deliver({ to: 'ann@example.com', subject: 'Hello', text: 'Plain', html: '<p>Plain</p>' });

    const message = JSON.parse(String(reports[0]?.message)) as TJsonMessage;
    expect(message).toMatchObject({
      from: { address: 'no-reply@propdesk.example' },
      to: [{ address: 'ann@example.com' }],
      subject: 'Hello',
      text: 'Plain',
    });
    mailer.close();
  });

  it('produces a MIME message with text and HTML parts', async () => {
    const reports: TDeliveryReport[] = [];
    const mailer = createSmtpMailer({
      transport: { streamTransport: true, buffer: true },
      from: 'no-reply@propdesk.example',
      onDelivered: (report) => reports.push(report),
    });

    await mailer.deliver({
      to: 'bob@example.com',
      subject: 'Hi',
      text: 'Text part',
      html: '<p>Html part</p>',
    });

    const raw = String(reports[0]?.message);
    expect(raw).toContain('To: bob@example.com');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
  });
});

describe('mail templates', () => {
  it('escapes every interpolated value in the HTML and keeps it as typed in the text', () => {
    const mail = renderMail(
      {
        purpose: 'password_reset',
        productName: 'PropDesk',
        firstName: '<img src=x onerror=alert(1)>',
        link: 'http://localhost:3000/reset-password?token_hash=abc&type=recovery',
      },
      'en',
    );

    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain(
      'href="http://localhost:3000/reset-password?token_hash=abc&amp;type=recovery"',
    );
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,');
  });

  it.each([
    ['en', 'Reset your PropDesk password'],
    ['es', 'Restablece tu contraseña de PropDesk'],
    ['it', 'Reimposta la password di PropDesk'],
  ] as const)('has a %s version', (language, subject) => {
    const mail = renderMail(
      { purpose: 'password_reset', productName: 'PropDesk', firstName: 'A', link: 'x' },
      language,
    );

    expect(mail.subject).toBe(subject);
  });
});

describe.each(TEST_DRIVERS)('mail delivery and notices (%s)', (driver) => {
  it('stores every mail first, then records sentAt when SMTP accepted it, or the error', async () => {
    const database = await createTestDatabase(driver, 'mail_delivery');
    const delivered: TDeliveryReport[] = [];
    try {
      const app = await buildTestApp({
        orm: database.orm,
        mailer: createSmtpMailer({
          transport: { jsonTransport: true },
          from: 'no-reply@propdesk.example',
          onDelivered: (report) => delivered.push(report),
        }),
      });
      await createTestAccount(database.orm.em.fork(), { email: 'smtp.user@example.com' });
      await signInAs(app, { email: 'smtp.user@example.com' });
      await app.close();

      const [stored] = await database.orm.em.fork().find(MailMessage, { to: 'smtp.user@example.com' });
      expect(stored).toMatchObject({ purpose: 'sign_in_notice', error: null });
      expect(stored?.sentAt).toBeInstanceOf(Date);
      expect(delivered).toHaveLength(1);

      const failing = await buildTestApp({
        orm: database.orm,
        mailer: {
          deliversMail: true,
          deliver: async () => Promise.reject(new Error('421 try later')),
          close: () => {},
        },
      });
      await signInAs(failing, { email: 'smtp.user@example.com' });
      await failing.close();
      const failed = await database.orm.em
        .fork()
        .find(MailMessage, { to: 'smtp.user@example.com', sentAt: null });
      expect(failed.map((mail) => mail.error)).toEqual(['421 try later']);
    } finally {
      await database.dispose();
    }
  });

  describe('notices', () => {
    const handle = useTestApp(driver, 'mail_notices');

    it('mails a sign-in notice and, once, an account-locked notice', async () => {
      await createTestAccount(handle.database().orm.em.fork(), { email: 'notice@example.com' });
      await signInAs(handle.app(), { email: 'notice@example.com' });
      for (let attempt = 0; attempt < 7; attempt += 1) {
        await signInThroughApi(handle.app(), {
          email: 'notice@example.com',
          password: 'wrong-password-here',
        });
      }

      const purposes = (await readOutbox(handle.app(), 'notice@example.com')).map((mail) => mail.purpose);

      expect(purposes).toEqual(['account_locked', 'sign_in_notice']);
    });
  });
});

describe('development mailbox', () => {
  it('is not registered in production: the path answers the ordinary 404', async () => {
    const database = await createTestDatabase('sqlite', 'dev_outbox_production');
    try {
      const app = await buildTestApp({ orm: database.orm, config: { nodeEnv: 'production' } });
      const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
      const missing = await app.inject({ method: 'GET', url: '/api/no-such-route' });
      await app.close();

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: { code: missing.json<{ error: { code: string } }>().error.code },
      });
      expect(app.routeAccessTable.some((entry) => entry.url === '/api/dev/outbox')).toBe(false);
    } finally {
      await database.dispose();
    }
  });
});
