/**
 * Progressive lock of sign-in per account after repeated failures. Two stores behind this type: Redis
 * when REDIS_URL is set (shared by every api instance), else a bounded in-process one.
 */
export type TSignInThrottle = {
  /** True while the key may not try again; sign-in then answers exactly like a wrong password. */
  isLocked(key: string, now?: Date): Promise<boolean>;
  /**
   * Counts a failure; true when this failure locked the key (the account-locked mail is sent then).
   * Sign-in never records failures while a key is locked, so each lock is reported once.
   */
  recordFailure(key: string, now?: Date): Promise<boolean>;
  /** After a correct password. */
  clear(key: string): Promise<void>;
};

export const SIGN_IN_THROTTLE_POLICY = {
  /** Failures allowed before the first lock. */
  freeFailures: 5,
  /** The first lock; each further failure doubles it. */
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  /** Failures older than this are forgotten. */
  memoryMs: 60 * 60_000,
  /** Bounds memory under a spray of made-up emails (an entry is about a hundred bytes). */
  maxTrackedKeys: 100_000,
} as const;

type TFailureRecord = { failures: number; lastFailureAt: number; lockedUntil: number };

export function lockDurationMs(failures: number): number {
  const { freeFailures, baseLockMs, maxLockMs } = SIGN_IN_THROTTLE_POLICY;
  if (failures < freeFailures) return 0;
  return Math.min(baseLockMs * 2 ** (failures - freeFailures), maxLockMs);
}

export function createInMemorySignInThrottle(): TSignInThrottle {
  const records = new Map<string, TFailureRecord>();

  /**
   * Makes room, least recently failed first (a Map iterates in insertion order and every failure
   * re-inserts its key). Do not loosen: a locked key is dropped only when every tracked key is locked,
   * so a spray of made-up emails cannot push a real account's lock out of memory and reopen it.
   */
  const forgetStale = (now: number): void => {
    // Oldest failure first, so the stale ones are at the front.
    for (const [key, record] of records) {
      if (now - record.lastFailureAt <= SIGN_IN_THROTTLE_POLICY.memoryMs) break;
      records.delete(key);
    }
    for (const [key, record] of records) {
      if (records.size <= SIGN_IN_THROTTLE_POLICY.maxTrackedKeys) return;
      if (record.lockedUntil <= now) records.delete(key);
    }
    for (const key of records.keys()) {
      if (records.size <= SIGN_IN_THROTTLE_POLICY.maxTrackedKeys) return;
      records.delete(key);
    }
  };

  const currentRecord = (key: string, now: number): TFailureRecord | undefined => {
    const record = records.get(key);
    if (record !== undefined && now - record.lastFailureAt > SIGN_IN_THROTTLE_POLICY.memoryMs) {
      records.delete(key);
      return undefined;
    }
    return record;
  };

  return {
    isLocked: async (key, now = new Date()) =>
      (currentRecord(key, now.getTime())?.lockedUntil ?? 0) > now.getTime(),
    recordFailure: async (key, now = new Date()) => {
      const at = now.getTime();
      const failures = (currentRecord(key, at)?.failures ?? 0) + 1;
      records.delete(key);
      const lockMs = lockDurationMs(failures);
      records.set(key, { failures, lastFailureAt: at, lockedUntil: at + lockMs });
      if (records.size > SIGN_IN_THROTTLE_POLICY.maxTrackedKeys) forgetStale(at);
      return lockMs > 0;
    },
    clear: async (key) => {
      records.delete(key);
    },
  };
}
