import { payoutRulesOf, type TRuleSetData } from '@propdesk/shared/contracts';
import type { TStateDraft } from './types.ts';

/**
 * A payout leaving the account (docs: Domain rules › Payouts). Balance and equity fall by the gross profit
 * withdrawn. A withdrawal is not a trading loss, so the day's anchor and daily floor fall with it: the
 * room left for the day is what it was before. The max-loss floor follows the rule set's choice:
 * `unchanged` keeps floor and peak where they were (the room to the floor shrinks by the payout);
 * `reset_to_new_balance` sets them again below the new balance, as if the account had started there,
 * the one case where the floor may fall.
 */
export function withdrawPayout(rules: TRuleSetData, draft: TStateDraft, grossMinor: number): void {
  if (grossMinor <= 0) return;
  draft.balanceMinor -= grossMinor;
  draft.equityMinor -= grossMinor;
  if (draft.estimatedEquityMinor !== null) draft.estimatedEquityMinor -= grossMinor;
  draft.dayStartBalanceMinor -= grossMinor;
  draft.dayStartEquityMinor -= grossMinor;
  if (draft.dailyAllowanceMinor > 0) {
    draft.dailyAnchorMinor -= grossMinor;
    draft.dailyFloorMinor -= grossMinor;
  }
  if (payoutRulesOf(rules).floorAfterPayout === 'reset_to_new_balance') {
    draft.maxLossPeakMinor = draft.balanceMinor;
    draft.maxLossFloorMinor = draft.balanceMinor - draft.maxLossAllowanceMinor;
    draft.maxLossWarningBits = 0;
  }
}
