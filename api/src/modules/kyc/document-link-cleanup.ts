import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { KYC_DOCUMENT_LINK_TTL_MS } from '@propdesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import { DocumentLinkUse } from './document-link-use.entity.ts';

export const DOCUMENT_LINK_CLEANUP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes the record of opened document links once those links have expired: a link opened this long ago
 * was made at least as long ago, so it can never open again. Idempotent: several api instances may run it
 * at the same time.
 */
export async function purgeSpentDocumentLinkUses({
  em,
  now = new Date(),
}: {
  em: EntityManager;
  now?: Date;
}): Promise<number> {
  return em.nativeDelete(DocumentLinkUse, {
    createdAt: { $lt: new Date(now.getTime() - KYC_DOCUMENT_LINK_TTL_MS) },
  });
}

/** Runs the purge every hour while the app is up, as the identity cleanup does; stops when the app closes. */
export function scheduleDocumentLinkCleanup(app: FastifyInstance, orm: MikroORM): void {
  scheduleRepeatingJob(app, {
    name: 'document link cleanup',
    everyMs: DOCUMENT_LINK_CLEANUP_EVERY_MS,
    run: async () => {
      const purged = await purgeSpentDocumentLinkUses({ em: orm.em.fork() });
      app.log.info({ purged }, 'document link cleanup');
    },
  });
}
