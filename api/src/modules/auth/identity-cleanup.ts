import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import { EmailToken } from './email-token.entity.ts';
import { MfaChallenge } from './mfa/mfa-challenge.entity.ts';
import { RetiredRefreshToken } from './retired-refresh-token.entity.ts';
import { Session } from './session.entity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long ended records stay. Sessions are kept a month after they end, so "signed-in devices" and an
 * investigation of a reuse alert still find them; audit events are never purged here.
 */
export const IDENTITY_RETENTION = {
  endedSessionsMs: 30 * DAY_MS,
  spentEmailTokensMs: 7 * DAY_MS,
  runEveryMs: 60 * 60 * 1000,
} as const;

export type TIdentityCleanupResult = {
  sessions: number;
  emailTokens: number;
  mfaChallenges: number;
};

/**
 * Deletes sessions that ended (revoked or expired) long ago, with their retired refresh tokens, and
 * verification or reset links that were used or expired long ago, and expired second-factor challenges
 * (kyc forgets its opened document links in a job of its own, kyc/document-link-cleanup.ts). Idempotent:
 * several api instances may run it at the same time.
 */
export async function purgeStaleIdentityRecords({
  em,
  now = new Date(),
}: {
  em: EntityManager;
  now?: Date;
}): Promise<TIdentityCleanupResult> {
  const sessionsBefore = new Date(now.getTime() - IDENTITY_RETENTION.endedSessionsMs);
  const ended = { $or: [{ revokedAt: { $lt: sessionsBefore } }, { expiresAt: { $lt: sessionsBefore } }] };
  const staleSessions = await em.find(Session, ended, { fields: ['id'] });
  const sessionIds = staleSessions.map((session) => session.id);
  // Retired tokens first: their foreign key would otherwise hold the sessions back.
  if (sessionIds.length > 0) await em.nativeDelete(RetiredRefreshToken, { session: { $in: sessionIds } });
  const sessions = sessionIds.length > 0 ? await em.nativeDelete(Session, { id: { $in: sessionIds } }) : 0;

  const tokensBefore = new Date(now.getTime() - IDENTITY_RETENTION.spentEmailTokensMs);
  const emailTokens = await em.nativeDelete(EmailToken, {
    $or: [{ usedAt: { $lt: tokensBefore } }, { expiresAt: { $lt: tokensBefore } }],
  });
  // A challenge lives ten minutes; past its expiry it can only ever answer "expired", so it goes at once.
  const mfaChallenges = await em.nativeDelete(MfaChallenge, { expiresAt: { $lt: now } });
  return { sessions, emailTokens, mfaChallenges };
}

/** Runs the purge every hour while the app is up; stops when the app closes. */
export function scheduleIdentityCleanup(app: FastifyInstance, orm: MikroORM): void {
  scheduleRepeatingJob(app, {
    name: 'identity cleanup',
    everyMs: IDENTITY_RETENTION.runEveryMs,
    run: async () => {
      const purged = await purgeStaleIdentityRecords({ em: orm.em.fork() });
      app.log.info({ purged }, 'identity cleanup');
    },
  });
}
