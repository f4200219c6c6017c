import type { TRuleSetData } from '@propdesk/shared/contracts';
import { warnOnAllowances } from './allowance-warnings.ts';
import { applyEvent } from './apply-event.ts';
import { crossResets } from './day-rollover.ts';
import { isFinalStatus, type TEvaluationContext } from './evaluation-context.ts';
import { checkLossFloorsIntraday } from './loss-breach.ts';
import { trailMaxLossIntraday } from './max-loss.ts';
import { checkObjectives } from './objectives.ts';
import { checkScaling } from './scaling.ts';
import { recordInTimeline } from './timeline.ts';
import type { TAccountState, TEngineEffect, TEngineEvent, TEvaluation, TStateDraft } from './types.ts';

const NO_EFFECTS: readonly TEngineEffect[] = Object.freeze([]);

/**
 * The rules engine: rule set + account state + event → new state + effects. Pure: no I/O, no clock, no
 * randomness; the inputs are never modified (the new state is a copy), so replaying the same events from
 * the same state gives the same states, effects and verdict hashes.
 *
 * Per event the work is O(1): one copy of the flat state, integer arithmetic, a fixed-size timeline. The
 * time zone is consulted only when the event crosses a reset, hashing only when a verdict is reached.
 */
export function evaluate(rules: TRuleSetData, state: TAccountState, event: TEngineEvent): TEvaluation {
  if (isFinalStatus(state.status)) return { state, effects: NO_EFFECTS };
  const crossesReset = event.at >= state.nextResetAt;
  if (!crossesReset && (event.type === 'clock_tick' || event.type === 'daily_reset')) {
    return { state, effects: NO_EFFECTS };
  }

  const draft: TStateDraft = { ...state };
  const context: TEvaluationContext = { rules, priorState: state, event, effects: null, verdictHash: null };
  if (event.at > draft.lastEventAt) draft.lastEventAt = event.at;
  if (event.type !== 'clock_tick') recordInTimeline(draft, event);
  if (crossesReset) crossResets(context, draft, event.at);
  if (!isFinalStatus(draft.status)) {
    applyEvent(context, draft);
    judge(context, draft, event.at);
  }
  return { state: draft, effects: context.effects ?? NO_EFFECTS };
}

/** Breach first (a failed account is judged no further), then warnings, scaling, objectives and the pass. */
function judge(context: TEvaluationContext, draft: TStateDraft, at: number): void {
  const { event, rules } = context;
  if (event.type === 'equity_update' && event.isEstimate) {
    warnOnAllowances(context, draft, event.equityMinor, true, at);
    return;
  }
  trailMaxLossIntraday(rules, draft);
  if (checkLossFloorsIntraday(context, draft, at)) return;
  warnOnAllowances(context, draft, draft.equityMinor, false, at);
  checkScaling(context, draft, at);
  checkObjectives(context, draft, at);
}

/** Folds a sequence of events: what a replay of an account's history computes. */
export function replay(
  rules: TRuleSetData,
  initialState: TAccountState,
  events: Iterable<TEngineEvent>,
): { state: TAccountState; effects: TEngineEffect[] } {
  let state = initialState;
  const effects: TEngineEffect[] = [];
  for (const event of events) {
    const result = evaluate(rules, state, event);
    state = result.state;
    effects.push(...result.effects);
  }
  return { state, effects };
}
