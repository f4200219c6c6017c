import type { TRuleSetData } from '@propdesk/shared/contracts';
import { percentOfMinor } from './money.ts';
import type { TStateDraft } from './types.ts';

/**
 * Max (overall) loss (docs: Domain rules › Max loss): floor = peak − x % × initial, where the peak is the
 * initial balance (static), the highest balance at any past reset (trailing end of day), the highest closed
 * balance (trailing closed balance) or the highest equity (trailing intraday). A trailing floor may lock once
 * it reaches the initial balance plus an offset. The floor never falls: the peak only rises and the lock only
 * caps.
 */

/** Arms the rule for a phase or a scaling level that starts at `draft.initialBalanceMinor`. */
export function startMaxLoss(rules: TRuleSetData, draft: TStateDraft): void {
  const rule = rules.maxLoss;
  const initialMinor = draft.initialBalanceMinor;
  draft.maxLossAllowanceMinor = percentOfMinor(initialMinor, rule.percent, 'down');
  draft.maxLossLockMinor =
    rule.mode === 'static' || rule.lockAtPercentAboveInitial === null
      ? null
      : initialMinor + percentOfMinor(initialMinor, rule.lockAtPercentAboveInitial, 'up');
  draft.maxLossPeakMinor = initialMinor;
  draft.maxLossFloorMinor = initialMinor - draft.maxLossAllowanceMinor;
  draft.maxLossWarningBits = 0;
}

/** Follows a new high of whatever the trailing mode trails; O(1), no allocation. */
export function raiseMaxLossPeak(draft: TStateDraft, candidateMinor: number): void {
  if (candidateMinor <= draft.maxLossPeakMinor) return;
  draft.maxLossPeakMinor = candidateMinor;
  const trailed = candidateMinor - draft.maxLossAllowanceMinor;
  const floor = draft.maxLossLockMinor === null ? trailed : Math.min(trailed, draft.maxLossLockMinor);
  if (floor > draft.maxLossFloorMinor) draft.maxLossFloorMinor = floor;
}

/** After an event: the intraday and closed-balance modes move with equity and balance. */
export function trailMaxLossIntraday(rules: TRuleSetData, draft: TStateDraft): void {
  const mode = rules.maxLoss.mode;
  if (mode === 'trailing_intraday') raiseMaxLossPeak(draft, draft.equityMinor);
  else if (mode === 'trailing_closed_balance') raiseMaxLossPeak(draft, draft.balanceMinor);
}

/** At a reset: the end-of-day mode follows the highest balance at any reset. */
export function trailMaxLossAtReset(rules: TRuleSetData, draft: TStateDraft): void {
  if (rules.maxLoss.mode === 'trailing_end_of_day') raiseMaxLossPeak(draft, draft.balanceMinor);
}
