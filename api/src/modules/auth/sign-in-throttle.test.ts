import { describe, expect, it } from '@jest/globals';
import { createInMemorySignInThrottle, lockDurationMs, SIGN_IN_THROTTLE_POLICY } from './sign-in-throttle.ts';

const START = new Date('2026-01-01T00:00:00Z');
const after = (ms: number) => new Date(START.getTime() + ms);

describe('in-memory sign-in throttle', () => {
  it('locks after the fifth failure for 30 s, doubling with each further failure up to 15 min', () => {
    expect([4, 5, 6, 7].map(lockDurationMs)).toEqual([0, 30_000, 60_000, 120_000]);
    expect(lockDurationMs(40)).toBe(SIGN_IN_THROTTLE_POLICY.maxLockMs);
  });

  it('tracks each key on its own and unlocks when the lock runs out', async () => {
    const throttle = createInMemorySignInThrottle();
    for (let failure = 0; failure < 5; failure += 1) await throttle.recordFailure('ann@example.com', START);

    expect(await throttle.isLocked('ann@example.com', after(29_000))).toBe(true);
    expect(await throttle.isLocked('bob@example.com', after(29_000))).toBe(false);
    expect(await throttle.isLocked('ann@example.com', after(31_000))).toBe(false);
  });

  it('forgets failures after a correct password or an hour without failures', async () => {
    const throttle = createInMemorySignInThrottle();
    for (let failure = 0; failure < 5; failure += 1) await throttle.recordFailure('ann@example.com', START);
    await throttle.clear('ann@example.com');
    expect(await throttle.isLocked('ann@example.com', START)).toBe(false);

    for (let failure = 0; failure < 4; failure += 1) await throttle.recordFailure('bob@example.com', START);
    await throttle.recordFailure('bob@example.com', after(SIGN_IN_THROTTLE_POLICY.memoryMs + 1));
    expect(await throttle.isLocked('bob@example.com', after(SIGN_IN_THROTTLE_POLICY.memoryMs + 2))).toBe(
      false,
    );
  });

  it('keeps a lock through a spray of made-up emails that fills its memory', async () => {
    const throttle = createInMemorySignInThrottle();
    for (let failure = 0; failure < 5; failure += 1)
      await throttle.recordFailure('victim@example.com', START);
    for (let made = 0; made <= SIGN_IN_THROTTLE_POLICY.maxTrackedKeys; made += 1) {
      await throttle.recordFailure(`made.up.${made}@example.com`, after(1_000));
    }
    expect(await throttle.isLocked('victim@example.com', after(2_000))).toBe(true);
  });
});
