import { describe, expect, it } from '@jest/globals';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { MailMessage } from './mail-message.entity.ts';
import { MAIL_RETENTION_MS, purgeOldMails } from './mail-retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DRIVERS)('mail retention (%s)', (driver) => {
  const handle = useTestApp(driver, 'mail_retention');

  it('purges sent, failed and stranded mails older than the retention, and keeps the recent ones', async () => {
    const em = handle.database().orm.em.fork();
    const now = new Date('2026-11-23T12:00:00Z');
    const longAgo = new Date(now.getTime() - MAIL_RETENTION_MS - DAY_MS);
    const recently = new Date(now.getTime() - MAIL_RETENTION_MS + DAY_MS);
    const mail = (subject: string, createdAt: Date, outcome: { sentAt?: Date; error?: string }) =>
      em.create(MailMessage, {
        to: 'retention@example.com',
        subject,
        text: 'Hello',
        html: '<p>Hello</p>',
        purpose: 'sign_in_notice',
        language: 'en',
        sentAt: outcome.sentAt ?? null,
        error: outcome.error ?? null,
        createdAt,
      });
    mail('old sent', longAgo, { sentAt: longAgo });
    mail('old failed', longAgo, { error: '421 try later' });
    mail('old stranded', longAgo, {});
    const recentSent = mail('recent sent', recently, { sentAt: recently });
    const recentFailed = mail('recent failed', recently, { error: '421 try later' });
    await em.flush();

    expect(await purgeOldMails({ em: handle.database().orm.em.fork(), now })).toBe(3);

    const check = handle.database().orm.em.fork();
    const kept = await check.find(MailMessage, {}, { orderBy: { subject: 'asc' } });
    expect(kept.map((row) => row.id)).toEqual([recentFailed.id, recentSent.id]);
    expect(await purgeOldMails({ em: check, now })).toBe(0);
  });
});
