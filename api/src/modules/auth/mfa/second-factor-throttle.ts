import type { EntityManager } from '@mikro-orm/core';
import { User } from '../../tenancy/index.ts';

export const SECOND_FACTOR_THROTTLE_POLICY = {
  /** Wrong codes allowed before the first lock. */
  freeFailures: 5,
  /** The first lock; each further wrong code doubles it. */
  baseLockMs: 60_000,
  /** A day: a guesser gets a handful of tries a day, the owner can still recover with a recovery code. */
  maxLockMs: 24 * 60 * 60_000,
} as const;

export function secondFactorLockMs(failures: number): number {
  const { freeFailures, baseLockMs, maxLockMs } = SECOND_FACTOR_THROTTLE_POLICY;
  if (failures < freeFailures) return 0;
  return Math.min(baseLockMs * 2 ** (failures - freeFailures), maxLockMs);
}

export type TSecondFactorAttempt =
  | { allowed: false }
  /** `failures` counts this attempt as if it fails; a right code clears it. */
  | { allowed: true; failures: number };

/**
 * Takes one try at a second-factor code, before the code is checked. Do not loosen:
 * - the counter lives in the database, is shared by every api instance and is cleared only by a
 *   completed sign-in (never by a right password), so guesses cannot be reset by re-entering it;
 * - the try is counted and the lock it would earn is set in one conditional update on the count read,
 *   so parallel guesses cannot all slip through before a lock lands: a lost race is refused.
 */
export async function takeSecondFactorAttempt({
  em,
  userId,
  now = new Date(),
}: {
  em: EntityManager;
  userId: string;
  now?: Date;
}): Promise<TSecondFactorAttempt> {
  // A fork: the caller's unit of work may hold this user already, with the counts as they were then.
  const state = await em
    .fork()
    .findOne(User, { id: userId }, { fields: ['secondFactorFailures', 'secondFactorLockedUntil'] });
  if (state === null) return { allowed: false };
  const lockedUntil = state.secondFactorLockedUntil ?? null;
  if (lockedUntil !== null && lockedUntil.getTime() > now.getTime()) return { allowed: false };
  const failures = state.secondFactorFailures + 1;
  const lockMs = secondFactorLockMs(failures);
  const taken = await em.nativeUpdate(
    User,
    { id: userId, secondFactorFailures: state.secondFactorFailures },
    {
      secondFactorFailures: failures,
      secondFactorLockedUntil: lockMs === 0 ? null : new Date(now.getTime() + lockMs),
    },
  );
  return taken === 1 ? { allowed: true, failures } : { allowed: false };
}

/** After a completed sign-in: the count starts again from zero. */
export async function clearSecondFactorFailures(em: EntityManager, userId: string): Promise<void> {
  await em.nativeUpdate(User, { id: userId }, { secondFactorFailures: 0, secondFactorLockedUntil: null });
}
