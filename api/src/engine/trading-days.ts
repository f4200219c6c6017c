import type { TRuleSetData } from '@propdesk/shared/contracts';
import type { TStateDraft } from './types.ts';

/**
 * Trading days (docs: Domain rules › Trading days): a day of the reset time zone counts once when a position
 * is opened in it (default), or when a position is opened and closed in it, or when its closed profit reaches
 * y % of the initial balance (decided at the reset, since profit can still fall before then). Days need not
 * be consecutive; a position held over several days counts once, on its opening day.
 */

function countCurrentDay(draft: TStateDraft): void {
  if (draft.isDayCounted) return;
  draft.isDayCounted = true;
  draft.tradingDaysCounted += 1;
}

export function countDayOnOpen(rules: TRuleSetData, draft: TStateDraft): void {
  if (rules.tradingDays.counting === 'position_opened') countCurrentDay(draft);
}

/**
 * `openedDayNumber` is null when the opening deal never arrived; then the platform's own opening time, if it
 * sent one, tells whether the position was opened today. Without it the day cannot be attributed and does
 * not count (the deal's profit still does).
 */
export function countDayOnClose(
  rules: TRuleSetData,
  draft: TStateDraft,
  openedDayNumber: number | null,
  positionOpenedAt: number | undefined,
): void {
  const counting = rules.tradingDays.counting;
  if (counting === 'profitable_day') return;
  const isOpenedToday =
    openedDayNumber !== null
      ? openedDayNumber === draft.dayNumber
      : positionOpenedAt !== undefined &&
        positionOpenedAt >= draft.dayStartAt &&
        positionOpenedAt < draft.nextResetAt;
  if (!isOpenedToday) return;
  // Position opened: its open was missing, so the day was not counted then.
  if (counting === 'opened_and_closed' || openedDayNumber === null) countCurrentDay(draft);
}

/** At the reset that ends the day. */
export function countDayAtReset(draft: TStateDraft): void {
  if (draft.profitableDayMinor !== null && draft.dayClosedProfitMinor >= draft.profitableDayMinor) {
    countCurrentDay(draft);
  }
}
