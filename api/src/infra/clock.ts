/**
 * Where the api reads the time. Everything the rules engine judges depends on instants (resets, trading
 * days, pauses), so the time is injected: the system clock in production, a clock tests move by hand, and
 * in development an adjustable one so an end-to-end test can live through several trading days in seconds.
 */
export interface TClock {
  now(): number;
}

export const systemClock: TClock = { now: () => Date.now() };

export interface TAdjustableClock extends TClock {
  /** Moves the clock forward; it never goes back, so instants already recorded stay in the past. */
  advance(milliseconds: number): void;
  /** How far ahead of the system clock it runs. */
  offset(): number;
}

/** Runs with the system clock plus an offset that only grows. */
export function createAdjustableClock(base: TClock = systemClock): TAdjustableClock {
  let offsetMs = 0;
  return {
    now: () => base.now() + offsetMs,
    advance: (milliseconds) => {
      if (!Number.isFinite(milliseconds) || milliseconds < 0) {
        throw new RangeError('The clock only moves forward');
      }
      offsetMs += milliseconds;
    },
    offset: () => offsetMs,
  };
}

/** A clock that stands still until moved (unit tests). */
export function createManualClock(startAt: number): TAdjustableClock {
  return createAdjustableClock({ now: () => startAt });
}
