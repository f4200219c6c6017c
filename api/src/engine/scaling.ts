import { startDailyLossDay } from './daily-loss.ts';
import { emitEffect, verdictHashOf, type TEvaluationContext } from './evaluation-context.ts';
import { percentOfMinor } from './money.ts';
import { armPhaseThresholds } from './phase-thresholds.ts';
import type { TStateDraft } from './types.ts';

/**
 * Instant accounts' scaling plan (docs: Domain rules › Scaling): each time
 * closed profit on the current level reaches the threshold (% of the level's size), the account moves to
 * the next size, X % larger. The level's profit is settled (reported in the effect for the payout side)
 * and the account restarts at the new size: every "initial balance" of the formulas becomes the new size,
 * the max-loss floor and its warnings start over. Floating P&L of positions still open is carried, and the
 * day's anchor moves by the same amount as the balance, so the day's own result is unchanged.
 */
export function checkScaling(context: TEvaluationContext, draft: TStateDraft, at: number): void {
  const rule = context.rules.scaling;
  if (!rule || draft.scalingThresholdMinor === null || draft.status !== 'active') return;
  const settledProfitMinor = draft.balanceMinor - draft.initialBalanceMinor;
  if (settledProfitMinor < draft.scalingThresholdMinor) return;

  const previousSizeMinor = draft.initialBalanceMinor;
  const newSizeMinor =
    previousSizeMinor + percentOfMinor(previousSizeMinor, rule.balanceIncreasePercent, 'half_up');
  emitEffect(context, {
    type: 'scaling',
    at,
    fromLevel: draft.scalingLevel,
    toLevel: draft.scalingLevel + 1,
    previousSizeMinor,
    newSizeMinor,
    settledProfitMinor,
    inputHash: verdictHashOf(context),
  });

  const shiftMinor = newSizeMinor - draft.balanceMinor;
  draft.scalingLevel += 1;
  draft.initialBalanceMinor = newSizeMinor;
  draft.balanceMinor = newSizeMinor;
  draft.equityMinor += shiftMinor;
  if (draft.estimatedEquityMinor !== null) draft.estimatedEquityMinor += shiftMinor;
  draft.dayStartBalanceMinor += shiftMinor;
  draft.dayStartEquityMinor += shiftMinor;
  armPhaseThresholds(context.rules, draft);
  startDailyLossDay(context.rules, draft, draft.dailyAnchorMinor + shiftMinor);
}
