import type { EntityManager } from '@mikro-orm/core';
import { LRUCache } from 'lru-cache';
import { readSessionAccess, type TSessionAccess } from './session-access.ts';
import type { TSessionRevocationNotice, TSessionRevocations } from './session-revocations.ts';

/**
 * How long an instance may answer from memory that a session is live. Without Redis no other instance
 * can tell this one about a sign-out, so an entry lives at most one second: a session ended on another
 * instance is refused here within a second. With Redis, notices arrive within milliseconds and the
 * lifetime only bounds a notice that was lost without the subscriber noticing.
 */
export const SESSION_ACCESS_TTL_MS = { alone: 1_000, withRedis: 30_000 } as const;
/** Sessions remembered per instance; the least recently used are dropped first. */
const MAX_REMEMBERED_SESSIONS = 20_000;

export type TSessionAccessCache = {
  /** The access of a live session, from memory or with one statement; null when it may not be used. */
  read(input: {
    em: EntityManager;
    sessionId: string;
    userId: string;
    now: Date;
  }): Promise<TSessionAccess | null>;
  /**
   * Call right after a change to a user's sessions, standing or role has committed: every instance drops
   * what it remembered of the user, this one before the call returns.
   */
  forgetUser(userId: string): void;
  /**
   * Call right after a change that reaches many users has committed (an organization's status, which
   * every session of its people carries): every instance drops everything it remembered.
   */
  forgetEveryone(): void;
};

/**
 * The access check without a statement per request: a live session's access is remembered briefly, and
 * anything that ends a session, disables a user or changes a role calls `forgetUser` (sessions ended,
 * the user disabled or re-roled), which reaches every instance through `revocations`.
 *
 * Do not loosen: a read that started before a `forgetUser` is not remembered when it finishes (it may have
 * seen the session before the change committed); this is what `generation` is for. While `revocations`
 * cannot deliver notices (Redis unreachable), nothing is served from memory.
 */
export function createSessionAccessCache({
  revocations,
  ttlMs,
}: {
  revocations: TSessionRevocations;
  ttlMs: number;
}): TSessionAccessCache {
  const remembered = new LRUCache<string, TSessionAccess>({ max: MAX_REMEMBERED_SESSIONS, ttl: ttlMs });
  let generation = 0;

  const forgetLocally = (notice: TSessionRevocationNotice) => {
    generation += 1;
    if (notice === 'everyone') {
      remembered.clear();
      return;
    }
    for (const [sessionId, access] of remembered.entries()) {
      if (access.userId === notice.userId) remembered.delete(sessionId);
    }
  };
  revocations.subscribe(forgetLocally);

  return {
    read: async ({ em, sessionId, userId, now }) => {
      const isTrusted = revocations.isListening();
      const known = isTrusted ? remembered.get(sessionId) : undefined;
      if (known !== undefined && known.userId === userId && known.expiresAt > now.getTime()) return known;
      const startedAt = generation;
      const access = await readSessionAccess({ em, sessionId, userId, now });
      if (access !== null && isTrusted && generation === startedAt) {
        remembered.set(sessionId, access, { ttl: Math.min(ttlMs, access.expiresAt - now.getTime()) });
      }
      return access;
    },
    forgetUser: (userId) => {
      forgetLocally({ userId });
      revocations.publish(userId);
    },
    forgetEveryone: () => {
      forgetLocally('everyone');
      revocations.publishEveryone();
    },
  };
}
