import type { TRuleSetData } from '@propdesk/shared/contracts';
import { percentOfMinor } from './money.ts';
import type { TAccountState, TStateDraft } from './types.ts';

type TDailyLossRule = NonNullable<TRuleSetData['dailyLoss']>;

/**
 * Daily loss (docs: Domain rules › Daily loss): floor = anchor − allowance, where the anchor is what the day
 * started from (balance, equity or the higher of the two at the reset; the initial balance on the first day)
 * and the allowance is the rule's % of the initial balance or of that anchor.
 */

/** What the day starts from at a reset. */
export function anchorAtReset(rule: TDailyLossRule, balanceMinor: number, equityMinor: number): number {
  if (rule.anchor === 'balance') return balanceMinor;
  if (rule.anchor === 'equity') return equityMinor;
  return Math.max(balanceMinor, equityMinor);
}

/** Sets the day's anchor, allowance and floor, and re-arms the day's warnings. */
export function startDailyLossDay(rules: TRuleSetData, draft: TStateDraft, anchorMinor: number): void {
  draft.dailyWarningBits = 0;
  const rule = rules.dailyLoss;
  if (!rule) {
    draft.dailyAnchorMinor = 0;
    draft.dailyAllowanceMinor = 0;
    draft.dailyFloorMinor = 0;
    return;
  }
  const basisMinor = rule.basis === 'initial_balance' ? draft.initialBalanceMinor : anchorMinor;
  draft.dailyAnchorMinor = anchorMinor;
  draft.dailyAllowanceMinor = percentOfMinor(basisMinor, rule.percent, 'down');
  draft.dailyFloorMinor = anchorMinor - draft.dailyAllowanceMinor;
}

/**
 * The figure the daily floor is compared with: equity when floating P&L, commissions and swaps count
 * (nearly every firm), otherwise the closed balance.
 */
export function dailyLossValue(
  rule: TDailyLossRule,
  state: Pick<TAccountState, 'balanceMinor' | 'equityMinor'>,
  equityMinor: number = state.equityMinor,
): number {
  return rule.includeFloating ? equityMinor : state.balanceMinor;
}
