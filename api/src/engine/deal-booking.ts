import type { TEvaluationContext } from './evaluation-context.ts';
import { lateBookingDay, settleLateDeal } from './late-deals.ts';
import { countOpenPositions, recordOpenedPosition, removeClosedPosition } from './open-positions.ts';
import { commitToday, countDayOnClose, countDayOnOpen, today } from './trading-days.ts';
import type { TDealClosedEvent, TDealOpenedEvent, TStateDraft } from './types.ts';

/**
 * Books a deal in the day it was executed: the current day, or a finished day when it was delivered after
 * that day's reset (late-deals.ts). Balance and equity move now either way: an entry commission leaves both;
 * a close moves its result from floating to closed, so equity stays until the next snapshot, except when
 * nothing is left open, where equity is exactly the balance.
 */
export function bookDeal(
  context: TEvaluationContext,
  draft: TStateDraft,
  event: TDealOpenedEvent | TDealClosedEvent,
): void {
  const { rules } = context;
  const lateDay = lateBookingDay(context, draft, event.at);
  const day = lateDay ?? today(draft);
  const previousProfitMinor = day.closedProfitMinor;
  let resultMinor: number;
  if (event.type === 'deal_opened') {
    resultMinor = -(event.commissionMinor ?? 0);
    draft.balanceMinor += resultMinor;
    draft.equityMinor += resultMinor;
    if (draft.estimatedEquityMinor !== null) draft.estimatedEquityMinor += resultMinor;
    day.closedProfitMinor += resultMinor;
    recordOpenedPosition(draft, event.positionId, day.dayNumber);
    countDayOnOpen(rules, draft, day);
  } else {
    // A close whose opening deal is missing still counts: its result is booked all the same.
    const openedDayNumber = removeClosedPosition(draft, event.positionId, event.isPartial === true);
    resultMinor = event.profitMinor;
    draft.balanceMinor += resultMinor;
    day.closedProfitMinor += resultMinor;
    if (countOpenPositions(draft) === 0) {
      draft.equityMinor = draft.balanceMinor;
      draft.estimatedEquityMinor = null;
    }
    countDayOnClose(rules, draft, day, openedDayNumber, event.positionOpenedAt);
  }
  if (lateDay !== null) {
    settleLateDeal(context, draft, { day: lateDay, previousProfitMinor, resultMinor, at: event.at });
    return;
  }
  commitToday(draft, day);
  draft.lastTradeDayNumber = draft.dayNumber;
  draft.hasDayActivity = true;
}
