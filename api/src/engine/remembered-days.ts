import type { TRememberedDay, TStateDraft } from './types.ts';

/**
 * The finished days a late deal can still be booked in (docs: Domain rules › Trading days). The state
 * keeps the last REMEMBERED_DAYS days with deals, so its size stays bounded however long the account
 * trades; days without deals between them are known too (no profit, not counted). A deal executed in a day
 * older than that is booked in the day it arrives, as every deal was before days were remembered.
 */
export const REMEMBERED_DAYS = 7;

/**
 * A state stored before days were remembered knows none of its past days: from the day being closed on it
 * remembers, and every best day until then counts as forgotten.
 */
function startRemembering(draft: TStateDraft, fromDayNumber: number): void {
  if (draft.forgottenThroughDayNumber !== undefined) return;
  draft.rememberedDays = [];
  draft.forgottenThroughDayNumber = fromDayNumber - 1;
  draft.bestForgottenDayProfitMinor = draft.bestDayProfitMinor;
}

/** At the reset that ends the current day, before its figures join the consistency totals. */
export function rememberClosedDay(draft: TStateDraft): void {
  startRemembering(draft, draft.dayNumber);
  if (!draft.hasDayActivity || draft.lastTradeDayNumber !== draft.dayNumber) return;
  storeDay(draft, {
    dayNumber: draft.dayNumber,
    closedProfitMinor: draft.dayClosedProfitMinor,
    isCounted: draft.isDayCounted,
  });
}

/** A finished day's figures, or null when it is forgotten (or before the phase's first day). */
export function recallDay(draft: TStateDraft, dayNumber: number): TRememberedDay | null {
  const forgottenThrough = draft.forgottenThroughDayNumber ?? draft.dayNumber - 1;
  if (dayNumber <= forgottenThrough || dayNumber >= draft.dayNumber) return null;
  const remembered = draft.rememberedDays?.find((day) => day.dayNumber === dayNumber);
  return remembered ?? { dayNumber, closedProfitMinor: 0, isCounted: false };
}

/** Writes a day's figures, in day order; the oldest day is forgotten past the bound. */
export function storeDay(draft: TStateDraft, day: TRememberedDay): void {
  const others = (draft.rememberedDays ?? []).filter((known) => known.dayNumber !== day.dayNumber);
  const days = [...others, day].sort((first, second) => first.dayNumber - second.dayNumber);
  while (days.length > REMEMBERED_DAYS) {
    const oldest = days.shift();
    if (oldest === undefined) break;
    draft.forgottenThroughDayNumber = oldest.dayNumber;
    draft.bestForgottenDayProfitMinor = Math.max(
      draft.bestForgottenDayProfitMinor ?? 0,
      oldest.closedProfitMinor,
    );
  }
  draft.rememberedDays = days;
}

/** The best finished day: a remembered one or the best of the forgotten. */
export function bestFinishedDayProfit(draft: TStateDraft): number {
  let best = draft.bestForgottenDayProfitMinor ?? 0;
  for (const day of draft.rememberedDays ?? []) best = Math.max(best, day.closedProfitMinor);
  return best;
}
