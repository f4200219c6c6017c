import { dailyLossValue } from './daily-loss.ts';
import { emitEffect, type TEvaluationContext } from './evaluation-context.ts';
import { isAtOrBelowFloor } from './loss-breach.ts';
import type { TLossRule, TStateDraft } from './types.ts';

/**
 * Early warnings (docs: Domain rules › Warnings): at 50 % and 80 % of an allowance used, once per allowance per day (daily
 * loss) or per phase / scaling level (max loss). Room is what is left above the floor; 80 % used means room
 * ≤ 20 % of the allowance. Integer comparisons only. When one move passes both marks, only the 80 % warning
 * is sent (and the 50 % one counts as sent).
 */
const WARNING_50 = 1;
const WARNING_80 = 2;
/** An estimated equity at or below a floor: warned once, never a breach (only broker equity fails). */
const ESTIMATE_AT_FLOOR = 4;

function usedMarks(roomMinor: number, allowanceMinor: number): number {
  if (allowanceMinor <= 0) return 0;
  if (5 * roomMinor <= allowanceMinor) return WARNING_50 | WARNING_80;
  if (2 * roomMinor <= allowanceMinor) return WARNING_50;
  return 0;
}

/** Returns the bits to remember as sent. */
function warnOnAllowance(
  context: TEvaluationContext,
  rule: TLossRule,
  sentBits: number,
  check: { valueMinor: number; floorMinor: number; allowanceMinor: number; isEstimate: boolean; at: number },
): number {
  const roomMinor = check.valueMinor - check.floorMinor;
  const marks = usedMarks(roomMinor, check.allowanceMinor);
  let bits = sentBits;
  if (marks & ~bits) {
    emitEffect(context, {
      type: 'warning',
      reason: 'allowance_used',
      rule,
      thresholdPercent: marks & WARNING_80 ? 80 : 50,
      at: check.at,
      floorMinor: check.floorMinor,
      roomMinor,
      allowanceMinor: check.allowanceMinor,
      isEstimate: check.isEstimate,
    });
    bits |= marks;
  }
  if (
    check.isEstimate &&
    !(bits & ESTIMATE_AT_FLOOR) &&
    isAtOrBelowFloor(check.valueMinor, check.floorMinor, context.rules.toleranceMinor)
  ) {
    emitEffect(context, {
      type: 'warning',
      reason: 'estimated_equity_at_floor',
      rule,
      at: check.at,
      floorMinor: check.floorMinor,
      estimatedEquityMinor: check.valueMinor,
    });
    bits |= ESTIMATE_AT_FLOOR;
  }
  return bits;
}

/** Checks both allowances against an equity (the equity of record, or an estimate). */
export function warnOnAllowances(
  context: TEvaluationContext,
  draft: TStateDraft,
  equityMinor: number,
  isEstimate: boolean,
  at: number,
): void {
  const daily = context.rules.dailyLoss;
  if (daily && draft.status === 'active') {
    draft.dailyWarningBits = warnOnAllowance(context, 'daily_loss', draft.dailyWarningBits, {
      valueMinor: dailyLossValue(daily, draft, equityMinor),
      floorMinor: draft.dailyFloorMinor,
      allowanceMinor: draft.dailyAllowanceMinor,
      isEstimate,
      at,
    });
  }
  draft.maxLossWarningBits = warnOnAllowance(context, 'max_loss', draft.maxLossWarningBits, {
    valueMinor: equityMinor,
    floorMinor: draft.maxLossFloorMinor,
    allowanceMinor: draft.maxLossAllowanceMinor,
    isEstimate,
    at,
  });
}
