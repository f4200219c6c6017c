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
  /**
   * Stops the clock where it stands (it then moves only when advanced), or lets it run again from there.
   * A journey test holds it, so what it computes for an instant still holds when the api acts on it,
   * however long its steps take on a busy machine.
   */
  hold(isHeld: boolean): void;
  isHeld(): boolean;
}

/** Runs with the system clock plus an offset that only grows, unless held. */
export function createAdjustableClock(base: TClock = systemClock): TAdjustableClock {
  let offsetMs = 0;
  let heldAt: number | null = null;
  const now = () => heldAt ?? base.now() + offsetMs;
  return {
    now,
    advance: (milliseconds) => {
      if (!Number.isFinite(milliseconds) || milliseconds < 0) {
        throw new RangeError('The clock only moves forward');
      }
      if (heldAt === null) offsetMs += milliseconds;
      else heldAt += milliseconds;
    },
    offset: () => now() - base.now(),
    hold: (isHeld) => {
      if (isHeld && heldAt === null) heldAt = now();
      // Released, it runs on from where it stood: the offset shrinks by the time it was held.
      if (!isHeld && heldAt !== null) {
        offsetMs = heldAt - base.now();
        heldAt = null;
      }
    },
    isHeld: () => heldAt !== null,
  };
}

/** A clock that stands still until moved (unit tests). */
export function createManualClock(startAt: number): TAdjustableClock {
  return createAdjustableClock({ now: () => startAt });
}
