import { dailyLossValue } from './daily-loss.ts';
import { emitEffect, verdictHashOf, type TEvaluationContext } from './evaluation-context.ts';
import { dayKeyOf } from './reset-calendar.ts';
import { describeDailyLoss, describeMaxLoss } from './rule-texts.ts';
import { readTimeline } from './timeline.ts';
import type { TLossRule, TStateDraft } from './types.ts';

/**
 * Breach detection (docs: Domain rules › Breaches and tolerance): a floor is breached when the compared
 * figure is at or below it, and the rule set's tolerance widens that by a few minor units to absorb broker
 * rounding (schema: "equity within this many minor units above a floor is still a breach"). So: breach ⇔
 * figure − floor ≤ tolerance.
 */
export function isAtOrBelowFloor(valueMinor: number, floorMinor: number, toleranceMinor: number): boolean {
  return valueMinor - floorMinor <= toleranceMinor;
}

interface TBreachVerdict {
  readonly cause: TLossRule;
  readonly crossedRules: readonly TLossRule[];
  readonly severity: 'hard' | 'soft';
  readonly at: number;
  /** Soft breaches pause trading until this reset. */
  readonly pausedUntil: number;
}

/**
 * Intraday check of both floors after an event. When one move crosses both, the higher floor is the cause
 * (the price crossed it first); the outcome is the strictest severity among those crossed, because an
 * account below its hard max-loss floor fails even if a soft daily floor was crossed on the way.
 * A paused account's daily floor is not checked again the same day. Returns whether the account breached.
 */
export function checkLossFloorsIntraday(
  context: TEvaluationContext,
  draft: TStateDraft,
  at: number,
): boolean {
  const { rules } = context;
  const tolerance = rules.toleranceMinor;
  const isMaxCrossed = isAtOrBelowFloor(draft.equityMinor, draft.maxLossFloorMinor, tolerance);
  const daily = rules.dailyLoss;
  const isDailyCrossed =
    daily !== null &&
    daily.evaluation === 'intraday' &&
    draft.status === 'active' &&
    isAtOrBelowFloor(dailyLossValue(daily, draft), draft.dailyFloorMinor, tolerance);
  if (!isMaxCrossed && !isDailyCrossed) return false;
  const isDailyCause = isDailyCrossed && (!isMaxCrossed || draft.dailyFloorMinor > draft.maxLossFloorMinor);
  const crossedRules: TLossRule[] = [];
  if (isDailyCrossed) crossedRules.push('daily_loss');
  if (isMaxCrossed) crossedRules.push('max_loss');
  recordBreach(context, draft, {
    cause: isDailyCause ? 'daily_loss' : 'max_loss',
    crossedRules,
    severity: isMaxCrossed || daily?.severity === 'hard' ? 'hard' : 'soft',
    at,
    pausedUntil: draft.nextResetAt,
  });
  return true;
}

/** Fails or pauses the account and emits the breach with its report and the hash of its inputs. */
export function recordBreach(context: TEvaluationContext, draft: TStateDraft, verdict: TBreachVerdict): void {
  const { rules, event } = context;
  const isDaily = verdict.cause === 'daily_loss';
  const comparedValue = isDaily && rules.dailyLoss?.includeFloating === false ? 'balance' : 'equity';
  // The report is written before the status changes, so its texts show the account as it breached.
  const formula = isDaily ? describeDailyLoss(rules, draft) : describeMaxLoss(rules, draft);
  if (!formula) throw new Error('A daily-loss breach needs a daily-loss rule');
  const isSoft = verdict.severity === 'soft';
  emitEffect(context, {
    type: 'breach',
    report: {
      rule: verdict.cause,
      crossedRules: verdict.crossedRules,
      severity: verdict.severity,
      at: verdict.at,
      dayKey: dayKeyOf(draft.dayNumber),
      phaseIndex: draft.phaseIndex,
      scalingLevel: draft.scalingLevel,
      event,
      floorMinor: isDaily ? draft.dailyFloorMinor : draft.maxLossFloorMinor,
      comparedValue,
      comparedMinor: comparedValue === 'balance' ? draft.balanceMinor : draft.equityMinor,
      equityMinor: draft.equityMinor,
      balanceMinor: draft.balanceMinor,
      toleranceMinor: rules.toleranceMinor,
      formula,
      timeline: readTimeline(draft),
    },
    // A failed account must not keep positions either; a soft breach closes them and pauses.
    closePositions: true,
    pausedUntil: isSoft ? verdict.pausedUntil : null,
    inputHash: verdictHashOf(context),
    priorState: context.priorState,
  });
  draft.status = isSoft ? 'paused' : 'failed';
  draft.pausedUntil = isSoft ? verdict.pausedUntil : null;
}
