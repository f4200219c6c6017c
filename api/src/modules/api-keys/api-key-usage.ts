import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import { ApiKey } from './api-key.entity.ts';

const MINUTE_MS = 60_000;

/**
 * When each key was last used, kept in memory and written once a minute, so a request through the public
 * api sends no write of its own (the statement budget) and a busy key is one UPDATE a minute, not one per
 * request. To the minute, like the ingestion key's.
 */
export type TApiKeyUsage = {
  record(keyId: string, at: Date): void;
  /** Writes what was recorded since the last flush; the repeating job and the app's close call it. */
  flush(orm: MikroORM): Promise<void>;
};

export function createApiKeyUsage(): TApiKeyUsage {
  let pending = new Map<string, Date>();
  return {
    record(keyId, at) {
      pending.set(keyId, new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS));
    },
    async flush(orm) {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      const em = orm.em.fork();
      for (const [id, at] of batch) {
        // Never moves the date back: another instance may have written a later minute.
        await em.nativeUpdate(
          ApiKey,
          { id, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: at } }] },
          { lastUsedAt: at },
        );
      }
    },
  };
}

export function scheduleApiKeyUsageFlush(app: FastifyInstance, orm: MikroORM, usage: TApiKeyUsage): void {
  scheduleRepeatingJob(app, { name: 'api key usage', everyMs: MINUTE_MS, run: () => usage.flush(orm) });
  app.addHook('onClose', () => usage.flush(orm));
}
