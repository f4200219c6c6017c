import { describe, expect, it } from '@jest/globals';
import { createTestAccount, signInAs, signInThroughApi } from '../../test/auth-fixtures.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, TEST_DRIVERS } from '../../test/databases.ts';
import { readOutbox, tokenFromMail } from '../../test/outbox.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createDevelopmentMailbox, DEVELOPMENT_MAILBOX_CAPACITY } from './development-mailbox.ts';
import { singleUseLink } from './mail-body.ts';
import { MailMessage } from './mail-message.entity.ts';
import { renderMail, SINGLE_USE_LINK_REMOVED } from './mail-templates.ts';
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

    await mailer.deliver({
      id: 'mail-1',
      to: 'ann@example.com',
      purpose: 'sign_in_notice',
      subject: 'Hello',
      text: 'Plain',
      html: '<p>Plain</p>',
    });

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
      id: 'mail-2',
      to: 'bob@example.com',
      purpose: 'sign_in_notice',
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
        link: singleUseLink('http://localhost:3000/reset-password?token_hash=abc&type=recovery'),
      },
      'en',
    ).delivered;

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
      { purpose: 'password_reset', productName: 'PropDesk', firstName: 'A', link: singleUseLink('x') },
      language,
    );

    expect(mail.delivered.subject).toBe(subject);
    expect(mail.stored.subject).toBe(subject);
  });

  it('renders a stored copy without the single-use link, and keeps links that carry no token', () => {
    const link = 'http://localhost:3000/auth?token_hash=secret-token-value&type=signup';
    const { delivered, stored } = renderMail(
      { purpose: 'email_verification', productName: 'PropDesk', firstName: 'Ann', link: singleUseLink(link) },
      'en',
    );

    expect(delivered.text).toContain(`Confirm email address: ${link}`);
    expect(delivered.html).toContain('href="http://localhost:3000/auth?token_hash=secret-token-value&amp;');
    expect(stored.text).toContain(`Confirm email address: ${SINGLE_USE_LINK_REMOVED}`);
    expect(stored.html).toContain(`<p>Confirm email address: ${SINGLE_USE_LINK_REMOVED}</p>`);
    expect(`${stored.text}${stored.html}`).not.toContain('secret-token-value');
    expect(stored.text.replace(SINGLE_USE_LINK_REMOVED, link)).toBe(delivered.text);

    const locked = renderMail(
      {
        purpose: 'account_locked',
        productName: 'PropDesk',
        firstName: 'Ann',
        signInLink: 'http://localhost:3000/auth',
      },
      'en',
    );
    expect(locked.stored).toEqual(locked.delivered);
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
      // A sign-in from a second browser is mailed (the new-device notice), through the event outbox.
      await signInAs(app, { email: 'smtp.user@example.com' });
      await signInAs(app, { email: 'smtp.user@example.com', userAgent: 'Second Browser' });
      await app.events.dispatchPending();
      await app.close();

      const [stored] = await database.orm.em.fork().find(MailMessage, { to: 'smtp.user@example.com' });
      expect(stored).toMatchObject({ purpose: 'sign_in_notice', error: null });
      expect(stored?.sentAt).toBeInstanceOf(Date);
      expect(delivered).toHaveLength(1);

      const failing = await buildTestApp({
        orm: database.orm,
        mailer: {
          deliver: async () => Promise.reject(new Error('421 try later')),
          close: () => {},
        },
      });
      await signInAs(failing, { email: 'smtp.user@example.com', userAgent: 'Third Browser' });
      await failing.events.dispatchPending();
      await failing.close();
      const failed = await database.orm.em
        .fork()
        .find(MailMessage, { to: 'smtp.user@example.com', sentAt: null });
      expect(failed.map((mail) => mail.error)).toEqual(['421 try later']);
    } finally {
      await database.dispose();
    }
  });

  it('stores a reset mail without its link; only the transport gets the token', async () => {
    const database = await createTestDatabase(driver, 'mail_redacted');
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
      await createTestAccount(database.orm.em.fork(), { email: 'reset.link@example.com' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: 'reset.link@example.com' },
      });
      await app.close();

      expect(response.statusCode).toBe(202);
      const message = JSON.parse(String(delivered[0]?.message)) as TJsonMessage & { html: string };
      const token = /token_hash=([A-Za-z0-9_-]+)/.exec(message.text)?.[1] ?? '';
      expect(token.length).toBeGreaterThanOrEqual(43);
      expect(message.html).toContain(`token_hash=${token}`);
      const [stored] = await database.orm.em.fork().find(MailMessage, { to: 'reset.link@example.com' });
      expect(stored).toMatchObject({ purpose: 'password_reset', error: null });
      expect(stored?.sentAt).toBeInstanceOf(Date);
      for (const body of [stored?.text, stored?.html]) {
        expect(body).not.toContain(token);
        expect(body).not.toContain('token_hash');
        expect(body).toContain(SINGLE_USE_LINK_REMOVED);
      }
    } finally {
      await database.dispose();
    }
  });

  describe('development mailbox', () => {
    it('keeps the newest mails in memory, newest first, up to its capacity', async () => {
      const mailbox = createDevelopmentMailbox({ capacity: 3 });
      for (const index of [1, 2, 3, 4, 5]) {
        await mailbox.deliver({
          id: `mail-${index}`,
          to: 'box@example.com',
          purpose: 'password_reset',
          subject: `Mail ${index}`,
          text: `Link: http://localhost:3000/reset-password?token_hash=t${index}&type=recovery`,
          html: '<p>Link</p>',
        });
      }

      expect(mailbox.list().map((mail) => mail.id)).toEqual(['mail-5', 'mail-4', 'mail-3']);
      expect(mailbox.list()[0]?.text).toContain('token_hash=t5');
      expect(DEVELOPMENT_MAILBOX_CAPACITY).toBe(200);
      mailbox.close();
      expect(mailbox.list()).toEqual([]);
    });

    it('lists nothing when mail goes out over SMTP', async () => {
      const database = await createTestDatabase('sqlite', 'dev_outbox_smtp');
      try {
        const app = await buildTestApp({
          orm: database.orm,
          config: { mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'no-reply@propdesk.example' } },
        });
        const mails = await readOutbox(app);
        await app.close();

        expect(mails).toEqual([]);
      } finally {
        await database.dispose();
      }
    });

    const handle = useTestApp(driver, 'mail_dev_mailbox');

    it('shows the full verification mail while the table keeps it without its link', async () => {
      const signUp = await handle.app().inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: {
          email: 'mailbox@example.com',
          password: 'Lagoon-Tangerine-Piano-93',
          firstName: 'Mia',
          lastName: 'Box',
          country: 'IT',
        },
      });
      expect(signUp.statusCode).toBe(201);

      const [mail] = await readOutbox(handle.app(), 'mailbox@example.com');
      const token = tokenFromMail(mail!);

      const stored = await handle.database().orm.em.fork().find(MailMessage, { to: 'mailbox@example.com' });
      expect(stored).toHaveLength(1);
      expect(stored[0]?.id).toBe(mail?.id);
      expect(stored[0]?.text).not.toContain(token);
      expect(stored[0]?.html).not.toContain(token);
    });
  });

  describe('notices', () => {
    const handle = useTestApp(driver, 'mail_notices');

    it('mails a sign-in notice from a new browser and, once, an account-locked notice', async () => {
      await createTestAccount(handle.database().orm.em.fork(), { email: 'notice@example.com' });
      await signInAs(handle.app(), { email: 'notice@example.com' });
      await signInAs(handle.app(), { email: 'notice@example.com', userAgent: 'Another Browser' });
      await handle.app().events.dispatchPending();
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
