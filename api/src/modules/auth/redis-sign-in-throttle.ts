import { createHash } from 'node:crypto';
import type { Redis } from '../../infra/redis.ts';
import { lockDurationMs, SIGN_IN_THROTTLE_POLICY, type TSignInThrottle } from './sign-in-throttle.ts';

/** Counts atomically and keeps the record only as long as the policy remembers failures. */
const RECORD_FAILURE_SCRIPT = `
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local lockedUntil = tonumber(ARGV[2]) + tonumber(ARGV[2 + failures] or ARGV[#ARGV])
if lockedUntil > tonumber(ARGV[2]) then redis.call('HSET', KEYS[1], 'lockedUntil', lockedUntil) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return failures
`;

/** The lock durations for 1…N failures (ARGV[3] is one failure), so the policy stays in one place. */
const LOCK_TABLE_LENGTH = 32;
const LOCK_TABLE = Array.from({ length: LOCK_TABLE_LENGTH }, (_, index) => String(lockDurationMs(index + 1)));

/**
 * The account lock shared by every api instance (REDIS_URL), so an attacker cannot spread guesses over
 * the replicas. Keys are hashed: Redis never holds the email addresses.
 */
export function createRedisSignInThrottle(redis: Redis, prefix = 'propdesk:sign-in:'): TSignInThrottle {
  const keyOf = (key: string) => prefix + createHash('sha256').update(key).digest('hex');
  return {
    isLocked: async (key, now = new Date()) => {
      const lockedUntil = await redis.hget(keyOf(key), 'lockedUntil');
      return lockedUntil !== null && Number(lockedUntil) > now.getTime();
    },
    recordFailure: async (key, now = new Date()) => {
      const failures = Number(
        await redis.eval(
          RECORD_FAILURE_SCRIPT,
          1,
          keyOf(key),
          String(SIGN_IN_THROTTLE_POLICY.memoryMs),
          String(now.getTime()),
          ...LOCK_TABLE,
        ),
      );
      return lockDurationMs(failures) > 0;
    },
    clear: async (key) => {
      await redis.del(keyOf(key));
    },
  };
}
