import type { TRuleSetData } from '@propdesk/shared/contracts';
import type { TStateDraft } from './types.ts';

/**
 * Trading days (docs: Domain rules › Trading days): a day of the reset time zone counts once when a position
 * is opened in it (default), or when a position is opened and closed in it, or when its closed profit reaches
 * y % of the initial balance (decided at the reset, since profit can still fall before then). Days need not
 * be consecutive; a position held over several days counts once, on its opening day.
 *
 * A deal is counted in the day it was executed: the current day, or a finished day when the deal was
 * delivered after that day's reset (late-deals.ts).
 */
export interface TBookingDay {
  readonly dayNumber: number;
  readonly startAt: number;
  /** Exclusive. */
  readonly endAt: number;
  closedProfitMinor: number;
  isCounted: boolean;
}

/** The current day as a booking day; `commitToday` writes it back. */
export function today(draft: TStateDraft): TBookingDay {
  return {
    dayNumber: draft.dayNumber,
    startAt: draft.dayStartAt,
    endAt: draft.nextResetAt,
    closedProfitMinor: draft.dayClosedProfitMinor,
    isCounted: draft.isDayCounted,
  };
}

export function commitToday(draft: TStateDraft, day: TBookingDay): void {
  draft.dayClosedProfitMinor = day.closedProfitMinor;
  draft.isDayCounted = day.isCounted;
}

function countDay(draft: TStateDraft, day: TBookingDay): void {
  if (day.isCounted) return;
  day.isCounted = true;
  draft.tradingDaysCounted += 1;
}

export function countDayOnOpen(rules: TRuleSetData, draft: TStateDraft, day: TBookingDay): void {
  if (rules.tradingDays.counting === 'position_opened') countDay(draft, day);
}

/**
 * `openedDayNumber` is null when the opening deal never arrived; then the platform's own opening time, if it
 * sent one, tells whether the position was opened in the day. Without it the day cannot be attributed and
 * does not count (the deal's profit still does).
 */
export function countDayOnClose(
  rules: TRuleSetData,
  draft: TStateDraft,
  day: TBookingDay,
  openedDayNumber: number | null,
  positionOpenedAt: number | undefined,
): void {
  const counting = rules.tradingDays.counting;
  if (counting === 'profitable_day') return;
  const isOpenedThatDay =
    openedDayNumber !== null
      ? openedDayNumber === day.dayNumber
      : positionOpenedAt !== undefined && positionOpenedAt >= day.startAt && positionOpenedAt < day.endAt;
  if (!isOpenedThatDay) return;
  // Position opened: its open was missing, so the day was not counted then.
  if (counting === 'opened_and_closed' || openedDayNumber === null) countDay(draft, day);
}

/**
 * A profitable day counts once its closed profit reaches the threshold: at the reset that ends it, or when a
 * late deal lifts a finished day over it. A day once counted stays counted.
 */
export function countProfitableDay(draft: TStateDraft, day: TBookingDay): void {
  if (draft.profitableDayMinor !== null && day.closedProfitMinor >= draft.profitableDayMinor) {
    countDay(draft, day);
  }
}

/** At the reset that ends the day. */
export function countDayAtReset(draft: TStateDraft): void {
  const day = today(draft);
  countProfitableDay(draft, day);
  commitToday(draft, day);
}
