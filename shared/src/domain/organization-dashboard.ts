/**
 * The organization dashboard's constants (docs: Product › Organization dashboard), free of zod so front
 * ends can import them at run time. Its days are UTC calendar days, written YYYY-MM-DD.
 */

/** The range shown when none is asked for: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The longest range: a leap year, so "the last year" always fits. */
export const DASHBOARD_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** The UTC calendar day (YYYY-MM-DD) of an instant. */
export function utcDayOf(instantMs: number): string {
  return new Date(instantMs).toISOString().slice(0, 10);
}

/** The UTC midnight that starts a calendar day (YYYY-MM-DD), in epoch milliseconds. */
export function utcDayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** The calendar day `days` after (or before, when negative) `day`. */
export function addUtcDays(day: string, days: number): string {
  return utcDayOf(utcDayStartMs(day) + days * DAY_MS);
}

/** How many days a range holds, both ends included (1 for a single day). */
export function utcDaysBetween(from: string, to: string): number {
  return Math.round((utcDayStartMs(to) - utcDayStartMs(from)) / DAY_MS) + 1;
}

/** The default range ending on the UTC day of `nowMs`. */
export function defaultDashboardRange(nowMs: number): { from: string; to: string } {
  const to = utcDayOf(nowMs);
  return { from: addUtcDays(to, 1 - DASHBOARD_DEFAULT_DAYS), to };
}
