import { randomInt } from 'node:crypto';
import type { TTradingPlatform } from '@propdesk/shared/contracts';

const LOGIN_PREFIXES: Record<TTradingPlatform, string> = { simulator: 'SIM', mt5: 'MT5', ctrader: 'CT' };

/**
 * A platform login for a new account: a prefix naming the platform and eight random digits. Unique per
 * platform by a database constraint; the caller retries on the rare collision. For external platforms the
 * bridge maps its own login to this one when it first reports the account.
 */
export function generateAccountLogin(platform: TTradingPlatform): string {
  return `${LOGIN_PREFIXES[platform]}-${String(randomInt(10_000_000, 100_000_000))}`;
}
