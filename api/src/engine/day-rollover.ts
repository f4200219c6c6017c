import { anchorAtReset, dailyLossValue, startDailyLossDay } from './daily-loss.ts';
import { emitEffect, isFinalStatus, verdictHashOf, type TEvaluationContext } from './evaluation-context.ts';
import { isAtOrBelowFloor, recordBreach } from './loss-breach.ts';
import { trailMaxLossAtReset } from './max-loss.ts';
import { rememberClosedDay } from './remembered-days.ts';
import { dayKeyOf, findTradingDay, followingTradingDay, type TTradingDay } from './reset-calendar.ts';
import { countDayAtReset } from './trading-days.ts';
import type { TStateDraft } from './types.ts';

/**
 * Crossing daily resets. Any event at or after `nextResetAt` first closes the day it ends and opens the next
 * one, so a reset runs exactly once per account and day whatever sends it (a scheduler's daily_reset, a
 * clock tick, a deal after a quiet night), and the time zone is consulted only here.
 *
 * A day without activity leaves balance and equity as they were, so every following quiet day is the same
 * day again: after closing one, the account jumps straight to the day that contains `at`. At most two days
 * are closed per event, however long the account was idle; a jump stops early on the day an inactivity
 * expiry falls on, where the account ends.
 */
export function crossResets(context: TEvaluationContext, draft: TStateDraft, at: number): void {
  const schedule = context.rules.reset;
  while (at >= draft.nextResetAt && !isFinalStatus(draft.status)) {
    // A paused day is not like the active days after it (its end-of-day check was skipped): no jump then.
    const canJump = !draft.hasDayActivity && draft.status === 'active';
    const closing: TTradingDay = {
      dayNumber: draft.dayNumber,
      startAt: draft.dayStartAt,
      endAt: draft.nextResetAt,
    };
    closeDay(context, draft, closing);
    if (isFinalStatus(draft.status)) return;
    let opening = followingTradingDay(schedule, closing);
    if (canJump && at >= opening.endAt)
      opening = dayAfterQuietDays(context, draft.lastTradeDayNumber, opening, at);
    openDay(context, draft, opening);
  }
}

const MS_PER_DAY = 86_400_000;

/**
 * Where a jump over quiet days lands: the day containing `at`, unless the account's inactivity expiry falls
 * on a day before it. Then it lands on that day, so the expiry is dated when it happened (not when the next
 * event arrived) and counts the idle days the rule allows, not more.
 */
function dayAfterQuietDays(
  context: TEvaluationContext,
  lastTradeDayNumber: number,
  next: TTradingDay,
  at: number,
): TTradingDay {
  const schedule = context.rules.reset;
  const target = findTradingDay(schedule, at);
  const expiryDays = context.rules.inactivityExpiryDays;
  if (expiryDays === null) return target;
  const expiryDayNumber = lastTradeDayNumber + expiryDays + 1;
  if (next.dayNumber >= expiryDayNumber) return next;
  if (target.dayNumber <= expiryDayNumber) return target;
  // Days last 23 to 25 hours and daylight saving shifts by one hour at most before shifting back, so the
  // middle of the k-th day after `next` is k days and a half after its start.
  const probeAt = next.startAt + (expiryDayNumber - next.dayNumber) * MS_PER_DAY + MS_PER_DAY / 2;
  const expiryDay = findTradingDay(schedule, probeAt);
  return expiryDay.startAt > next.startAt && expiryDay.startAt < target.startAt ? expiryDay : target;
}

function closeDay(context: TEvaluationContext, draft: TStateDraft, day: TTradingDay): void {
  const { rules } = context;
  const daily = rules.dailyLoss;
  // End-of-day evaluation: only the figure at the reset decides; touches during the day only warned.
  if (
    daily?.evaluation === 'end_of_day' &&
    draft.status === 'active' &&
    isAtOrBelowFloor(dailyLossValue(daily, draft), draft.dailyFloorMinor, rules.toleranceMinor)
  ) {
    recordBreach(context, draft, {
      cause: 'daily_loss',
      crossedRules: ['daily_loss'],
      severity: daily.severity,
      at: day.endAt,
      // Found at the reset, so the pause covers the whole next day.
      pausedUntil: followingTradingDay(rules.reset, day).endAt,
    });
    if (isFinalStatus(draft.status)) return;
  }
  countDayAtReset(draft);
  rememberClosedDay(draft);
  if (draft.dayClosedProfitMinor > 0) {
    draft.positiveDaysProfitMinor += draft.dayClosedProfitMinor;
    if (draft.dayClosedProfitMinor > draft.bestDayProfitMinor)
      draft.bestDayProfitMinor = draft.dayClosedProfitMinor;
  }
  trailMaxLossAtReset(rules, draft);
  if (draft.hasDayActivity) {
    emitEffect(context, {
      type: 'day_closed',
      at: day.endAt,
      dayKey: dayKeyOf(day.dayNumber),
      startBalanceMinor: draft.dayStartBalanceMinor,
      startEquityMinor: draft.dayStartEquityMinor,
      endBalanceMinor: draft.balanceMinor,
      endEquityMinor: draft.equityMinor,
      closedProfitMinor: draft.dayClosedProfitMinor,
      isCounted: draft.isDayCounted,
    });
  }
}

function openDay(context: TEvaluationContext, draft: TStateDraft, day: TTradingDay): void {
  const { rules } = context;
  draft.dayNumber = day.dayNumber;
  draft.dayStartAt = day.startAt;
  draft.nextResetAt = day.endAt;
  draft.dayStartBalanceMinor = draft.balanceMinor;
  draft.dayStartEquityMinor = draft.equityMinor;
  draft.dayClosedProfitMinor = 0;
  draft.hasDayActivity = false;
  draft.isDayCounted = false;
  // A floating loss carried over the reset is already in equity, so it reduces the new day's room.
  startDailyLossDay(
    rules,
    draft,
    rules.dailyLoss ? anchorAtReset(rules.dailyLoss, draft.balanceMinor, draft.equityMinor) : 0,
  );
  if (draft.status === 'paused' && draft.pausedUntil !== null && draft.pausedUntil <= day.startAt) {
    draft.status = 'active';
    draft.pausedUntil = null;
    emitEffect(context, { type: 'resumed', at: day.startAt });
  }
  const expiryDays = rules.inactivityExpiryDays;
  const idleDays = day.dayNumber - draft.lastTradeDayNumber - 1;
  if (expiryDays !== null && idleDays >= expiryDays) {
    emitEffect(context, { type: 'expired', at: day.startAt, idleDays, inputHash: verdictHashOf(context) });
    draft.status = 'expired';
  }
}
