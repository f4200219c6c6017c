import { anchorAtReset, startDailyLossDay } from './daily-loss.ts';
import { emitEffect, type TEvaluationContext } from './evaluation-context.ts';
import { bestFinishedDayProfit, recallDay, storeDay } from './remembered-days.ts';
import { findTradingDay, dayKeyOf } from './reset-calendar.ts';
import { countProfitableDay, type TBookingDay } from './trading-days.ts';
import type { TStateDraft } from './types.ts';

/**
 * Late deals (docs: Domain rules › Trading days): a deal executed before the current day began reached the
 * engine after the reset that ended its day (a bridge delivers 23:59:50 at 00:00:20). It is booked in the
 * day it was executed: that day's closed profit, trading-day count, consistency figures and statistics.
 * Balance and equity move now, like any deal. What was judged at that day's reset stays judged: its
 * daily-loss breach or warning is never re-opened.
 */

/** The finished day a deal executed at `executedAt` belongs to; null for the current day or a forgotten one. */
export function lateBookingDay(
  context: TEvaluationContext,
  draft: TStateDraft,
  executedAt: number,
): TBookingDay | null {
  if (executedAt >= draft.dayStartAt) return null;
  const day = findTradingDay(context.rules.reset, executedAt);
  const remembered = recallDay(draft, day.dayNumber);
  if (remembered === null) return null;
  return {
    dayNumber: day.dayNumber,
    startAt: day.startAt,
    endAt: day.endAt,
    closedProfitMinor: remembered.closedProfitMinor,
    isCounted: remembered.isCounted,
  };
}

/**
 * Once the deal is booked in `day` (its result already in balance, equity and the day's closed profit):
 * the day's count and consistency figures, the current day's start, and the effect for the statistics.
 */
export function settleLateDeal(
  context: TEvaluationContext,
  draft: TStateDraft,
  late: { day: TBookingDay; previousProfitMinor: number; resultMinor: number; at: number },
): void {
  const { day, previousProfitMinor, resultMinor, at } = late;
  countProfitableDay(draft, day);
  storeDay(draft, {
    dayNumber: day.dayNumber,
    closedProfitMinor: day.closedProfitMinor,
    isCounted: day.isCounted,
  });
  draft.positiveDaysProfitMinor += Math.max(0, day.closedProfitMinor) - Math.max(0, previousProfitMinor);
  draft.bestDayProfitMinor = bestFinishedDayProfit(draft);
  if (day.dayNumber > draft.lastTradeDayNumber) draft.lastTradeDayNumber = day.dayNumber;
  startTodayFromLateBalance(context, draft, resultMinor);
  emitEffect(context, {
    type: 'late_deal_booked',
    at,
    dayKey: dayKeyOf(day.dayNumber),
    resultMinor,
    closedProfitMinor: day.closedProfitMinor,
    isCounted: day.isCounted,
  });
}

/**
 * Today started from the balance the late deal's day really ended with, so the late result is not today's:
 * today's start balance moves by it, and the daily anchor is taken again from the reset's figures (equity
 * of record at the reset already held the position's floating result). Warnings sent today stay sent.
 */
function startTodayFromLateBalance(
  context: TEvaluationContext,
  draft: TStateDraft,
  resultMinor: number,
): void {
  draft.dayStartBalanceMinor += resultMinor;
  const rule = context.rules.dailyLoss;
  if (!rule) return;
  const warningBits = draft.dailyWarningBits;
  startDailyLossDay(
    context.rules,
    draft,
    anchorAtReset(rule, draft.dayStartBalanceMinor, draft.dayStartEquityMinor),
  );
  draft.dailyWarningBits = warningBits;
}
