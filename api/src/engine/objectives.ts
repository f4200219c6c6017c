import { isConsistent } from './consistency.ts';
import { emitEffect, verdictHashOf, type TEvaluationContext } from './evaluation-context.ts';
import { countOpenPositions } from './open-positions.ts';
import type { TStateDraft } from './types.ts';

/**
 * Objectives and the pass (docs: Domain rules › Profit target): a phase passes when every objective is met
 * (closed profit ≥ target, trading days ≥ minimum, consistency when the rule set has one) and no position is
 * open. Only phases with a profit target can pass; funded and instant phases have none. A paused account
 * passes after its pause.
 */
const OBJECTIVE_PROFIT_TARGET = 1;
const OBJECTIVE_TRADING_DAYS = 2;

export function checkObjectives(context: TEvaluationContext, draft: TStateDraft, at: number): void {
  const phase = context.rules.phases[draft.phaseIndex];
  if (!phase) return;
  const isTargetMet =
    draft.profitTargetMinor !== null &&
    draft.balanceMinor - draft.initialBalanceMinor >= draft.profitTargetMinor;
  const areDaysMet = draft.tradingDaysCounted >= phase.minTradingDays;

  if (isTargetMet && !(draft.objectiveBits & OBJECTIVE_PROFIT_TARGET)) {
    draft.objectiveBits |= OBJECTIVE_PROFIT_TARGET;
    emitEffect(context, { type: 'objective_met', objective: 'profit_target', at });
  }
  if (phase.minTradingDays > 0 && areDaysMet && !(draft.objectiveBits & OBJECTIVE_TRADING_DAYS)) {
    draft.objectiveBits |= OBJECTIVE_TRADING_DAYS;
    emitEffect(context, { type: 'objective_met', objective: 'min_trading_days', at });
  }

  if (
    !isTargetMet ||
    !areDaysMet ||
    draft.status !== 'active' ||
    countOpenPositions(draft) > 0 ||
    !isConsistent(context.rules, draft)
  ) {
    return;
  }
  const nextPhaseIndex = draft.phaseIndex + 1 < context.rules.phases.length ? draft.phaseIndex + 1 : null;
  emitEffect(context, {
    type: 'phase_passed',
    at,
    phaseIndex: draft.phaseIndex,
    nextPhaseIndex,
    balanceMinor: draft.balanceMinor,
    inputHash: verdictHashOf(context),
  });
  draft.status = 'passed';
}
