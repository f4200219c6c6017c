import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import { MailMessage } from './mail-message.entity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the record of a mail stays in the outbox table: long enough for support to answer "was my
 * mail sent?", and far beyond the life of any link it carried (24 hours at most).
 */
export const MAIL_RETENTION_MS = 30 * DAY_MS;
export const MAIL_PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes the outbox rows older than the retention, whether they were sent or failed. A row neither sent
 * nor failed (the process stopped during its delivery) goes too: nothing retries it, and a person who is
 * still waiting asks for a new link. Idempotent: several api instances may run it at the same time.
 */
export async function purgeOldMails({
  em,
  now = new Date(),
}: {
  em: EntityManager;
  now?: Date;
}): Promise<number> {
  const before = new Date(now.getTime() - MAIL_RETENTION_MS);
  return em.nativeDelete(MailMessage, { createdAt: { $lt: before } });
}

/** Runs the purge every hour while the app is up; stops when the app closes. */
export function scheduleMailPurge(app: FastifyInstance, orm: MikroORM): void {
  scheduleRepeatingJob(app, {
    name: 'mail purge',
    everyMs: MAIL_PURGE_EVERY_MS,
    run: async () => {
      const purged = await purgeOldMails({ em: orm.em.fork() });
      app.log.info({ purged }, 'mail purge');
    },
  });
}
