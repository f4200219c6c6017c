import type { TRouteRateLimit } from '../../config/app-config.ts';

/**
 * Per-client limit of one identity route. Do not loosen: `skipOnError: false` makes these limits fail
 * closed when Redis is down (the global limit fails open), because here they are a brute-force and
 * mail-spam control.
 */
export function strictRateLimit({ max, timeWindowMs }: TRouteRateLimit) {
  return { max, timeWindow: timeWindowMs, skipOnError: false };
}
