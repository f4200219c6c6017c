import { randomInt } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { TTradingPlatform } from '@propdesk/shared/contracts';

const LOGIN_PREFIXES: Record<TTradingPlatform, string> = { simulator: 'SIM', mt5: 'MT5', ctrader: 'CT' };

/** Makes a new account's login; injectable so tests can make logins collide. */
export type TLoginGenerator = (platform: TTradingPlatform) => string;

/**
 * A platform login for a new account: a prefix naming the platform and twelve random digits, 9 × 10¹¹
 * logins per platform, so that even at ten million accounts a new login is taken about once in 90,000
 * openings (and that opening is retried with another, withFreshLogins). Logins issued with eight digits
 * before stay as they are: the unique constraint is on the whole text. For external platforms the bridge
 * maps its own login to this one when it first reports the account.
 */
export const generateAccountLogin: TLoginGenerator = (platform) =>
  `${LOGIN_PREFIXES[platform]}-${String(randomInt(100_000_000_000, 1_000_000_000_000))}`;

/** Whether a failed write collided on a login another account holds (trading_accounts' platform+login). */
export function isLoginCollision(error: unknown): boolean {
  return (
    error instanceof UniqueConstraintViolationException &&
    /login/i.test(error.message) &&
    /trading_accounts/i.test(error.message)
  );
}

/** How many logins one opening tries before it gives up (the caller's retry, or reconciliation, goes on). */
export const LOGIN_ATTEMPTS = 5;

/**
 * Runs a transaction that opens an account again, whole, when its login was taken: the transaction rolled
 * back, so nothing of the attempt remains and the next attempt draws another login. Idempotent as the step
 * itself is (an order moves from pending, or gets its account, once).
 */
export async function withFreshLogins<T>(openInTransaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openInTransaction();
    } catch (error) {
      if (!isLoginCollision(error) || attempt >= LOGIN_ATTEMPTS) throw error;
    }
  }
}
