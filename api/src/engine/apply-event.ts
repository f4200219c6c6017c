import { bookDeal } from './deal-booking.ts';
import type { TEvaluationContext } from './evaluation-context.ts';
import { withdrawPayout } from './payout-withdrawal.ts';
import type { TStateDraft } from './types.ts';

/**
 * Books an event into balance, equity, positions and the day's figures; judging comes after (evaluate.ts).
 *
 * Equity of record is the broker's last figure moved by deals since (deal-booking.ts). An estimate is kept
 * beside it and never replaces it: only broker equity fails an account
 * (docs: Domain rules › Breaches and tolerance).
 */
export function applyEvent(context: TEvaluationContext, draft: TStateDraft): void {
  const { event } = context;
  switch (event.type) {
    case 'deal_opened':
    case 'deal_closed':
      bookDeal(context, draft, event);
      return;
    case 'equity_update':
      if (event.isEstimate) {
        draft.estimatedEquityMinor = event.equityMinor;
      } else {
        draft.equityMinor = event.equityMinor;
        draft.estimatedEquityMinor = null;
        draft.hasDayActivity = true;
      }
      return;
    case 'payout_withdrawn':
      withdrawPayout(context.rules, draft, event.grossMinor);
      return;
    case 'daily_reset':
    case 'clock_tick':
      return;
  }
}
