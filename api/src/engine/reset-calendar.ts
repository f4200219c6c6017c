import { DateTime } from 'luxon';

/**
 * Trading days: the span between two daily resets, a wall-clock time in the rule set's IANA zone, never a
 * fixed offset (docs: Domain rules › Trading days). Time-zone math happens only here, and only when an
 * account crosses a reset; the account state carries the current day's bounds so every other event is O(1).
 */

export interface TResetSchedule {
  readonly timeZone: string;
  /** `HH:MM` on the wall clock of `timeZone`. */
  readonly time: string;
}

export interface TTradingDay {
  /**
   * The day's name as days since 1970-01-01 (a calendar date, not an instant). A day that starts before
   * noon is named after the date it starts on (00:00 Prague, 00:30 UTC); one that starts at or after noon
   * after the following date, as forex desks do (the day from 17:00 New York on Monday is Tuesday).
   */
  readonly dayNumber: number;
  /** The reset that opens the day (epoch ms, inclusive). */
  readonly startAt: number;
  /** The next reset (epoch ms, exclusive). */
  readonly endAt: number;
}

const MS_PER_DAY = 86_400_000;

interface TWallTime {
  readonly hour: number;
  readonly minute: number;
}

function parseWallTime(time: string): TWallTime {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`A reset time must be HH:MM, got "${time}"`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** Calendar dates as days since the epoch, so date arithmetic needs no time zone. */
function dateOfEpochDay(epochDay: number): { year: number; month: number; day: number } {
  const date = new Date(epochDay * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function epochDayOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/**
 * The instant the zone's wall clock reads `wall` on a calendar date. A wall time skipped by a DST jump
 * resolves to the same distance after the jump (02:30 on the spring-forward night is 03:30 summer time), a
 * wall time that occurs twice resolves to its first occurrence: the disambiguation RFC 5545 and Temporal
 * call "compatible". Luxon does the first; for the second it picks the later offset, so take the earliest.
 */
function resetInstantOn(timeZone: string, epochDay: number, wall: TWallTime): number {
  const local = DateTime.fromObject({ ...dateOfEpochDay(epochDay), ...wall }, { zone: timeZone });
  if (!local.isValid) throw new RangeError(`Cannot place ${wall.hour}:${wall.minute} in ${timeZone}`);
  let earliest = local.toMillis();
  for (const candidate of local.getPossibleOffsets()) earliest = Math.min(earliest, candidate.toMillis());
  return earliest;
}

function nameOfDayStartingOn(epochDay: number, wall: TWallTime): number {
  return wall.hour >= 12 ? epochDay + 1 : epochDay;
}

/** The day that starts with the reset on `startEpochDay`; a date a zone skipped entirely is jumped over. */
function dayStartingOn(schedule: TResetSchedule, startEpochDay: number, wall: TWallTime): TTradingDay {
  const startAt = resetInstantOn(schedule.timeZone, startEpochDay, wall);
  let endEpochDay = startEpochDay + 1;
  let endAt = resetInstantOn(schedule.timeZone, endEpochDay, wall);
  while (endAt <= startAt) {
    endEpochDay += 1;
    endAt = resetInstantOn(schedule.timeZone, endEpochDay, wall);
  }
  return { dayNumber: nameOfDayStartingOn(startEpochDay, wall), startAt, endAt };
}

/** The trading day that contains the instant `at`. */
export function findTradingDay(schedule: TResetSchedule, at: number): TTradingDay {
  const wall = parseWallTime(schedule.time);
  const local = DateTime.fromMillis(at, { zone: schedule.timeZone });
  if (!local.isValid) throw new RangeError(`Unknown time zone ${schedule.timeZone}`);
  let startEpochDay = epochDayOf(local.year, local.month, local.day);
  if (at < resetInstantOn(schedule.timeZone, startEpochDay, wall)) startEpochDay -= 1;
  let day = dayStartingOn(schedule, startEpochDay, wall);
  while (at >= day.endAt) {
    startEpochDay += 1;
    day = dayStartingOn(schedule, startEpochDay, wall);
  }
  return day;
}

/**
 * Every account with the same schedule crosses the same resets, so the day after a given day is memoized:
 * ten thousand accounts crossing midnight in Prague cost one time-zone computation. The cache only holds
 * results of a pure function and is cleared when it grows past its bound.
 */
const NEXT_DAY_CACHE_LIMIT = 4096;
const nextDayCache = new Map<string, TTradingDay>();

/** The trading day that follows `day` (it starts at `day.endAt`). */
export function followingTradingDay(schedule: TResetSchedule, day: TTradingDay): TTradingDay {
  const key = `${schedule.timeZone} ${schedule.time} ${day.endAt}`;
  const cached = nextDayCache.get(key);
  if (cached) return cached;
  const following = findTradingDay(schedule, day.endAt);
  if (nextDayCache.size >= NEXT_DAY_CACHE_LIMIT) nextDayCache.clear();
  nextDayCache.set(key, following);
  return following;
}

/**
 * `YYYY-MM-DD` of a day number: the key daily statistics are stored under. Every account closing the same
 * day asks for the same key, so the last one is remembered (formatting a date is the costliest step of a
 * rollover otherwise).
 */
let lastDayNumber = Number.NaN;
let lastDayKey = '';
export function dayKeyOf(dayNumber: number): string {
  if (dayNumber !== lastDayNumber) {
    lastDayKey = new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
    lastDayNumber = dayNumber;
  }
  return lastDayKey;
}
