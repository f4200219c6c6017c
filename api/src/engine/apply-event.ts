import type { TEvaluationContext } from './evaluation-context.ts';
import { countOpenPositions, recordOpenedPosition, removeClosedPosition } from './open-positions.ts';
import { countDayOnClose, countDayOnOpen } from './trading-days.ts';
import type { TStateDraft } from './types.ts';

/**
 * Books an event into balance, equity, positions and the day's figures; judging comes after (evaluate.ts).
 *
 * Equity of record is the broker's last figure moved by deals since: an entry commission leaves balance and
 * equity alike; a close moves its result from floating to closed, so equity stays until the next snapshot,
 * except when nothing is left open, where equity is exactly the balance. An estimate is kept beside it and
 * never replaces it: only broker equity fails an account (docs: Domain rules › Breaches and tolerance).
 */
export function applyEvent(context: TEvaluationContext, draft: TStateDraft): void {
  const { event, rules } = context;
  switch (event.type) {
    case 'deal_opened': {
      const commissionMinor = event.commissionMinor ?? 0;
      draft.balanceMinor -= commissionMinor;
      draft.equityMinor -= commissionMinor;
      if (draft.estimatedEquityMinor !== null) draft.estimatedEquityMinor -= commissionMinor;
      draft.dayClosedProfitMinor -= commissionMinor;
      recordOpenedPosition(draft, event.positionId, draft.dayNumber);
      countDayOnOpen(rules, draft);
      draft.lastTradeDayNumber = draft.dayNumber;
      draft.hasDayActivity = true;
      return;
    }
    case 'deal_closed': {
      // A close whose opening deal is missing still counts: its result is booked all the same.
      const openedDayNumber = removeClosedPosition(draft, event.positionId, event.isPartial === true);
      draft.balanceMinor += event.profitMinor;
      draft.dayClosedProfitMinor += event.profitMinor;
      if (countOpenPositions(draft) === 0) {
        draft.equityMinor = draft.balanceMinor;
        draft.estimatedEquityMinor = null;
      }
      countDayOnClose(rules, draft, openedDayNumber, event.positionOpenedAt);
      draft.lastTradeDayNumber = draft.dayNumber;
      draft.hasDayActivity = true;
      return;
    }
    case 'equity_update':
      if (event.isEstimate) {
        draft.estimatedEquityMinor = event.equityMinor;
      } else {
        draft.equityMinor = event.equityMinor;
        draft.estimatedEquityMinor = null;
        draft.hasDayActivity = true;
      }
      return;
    case 'daily_reset':
    case 'clock_tick':
      return;
  }
}
