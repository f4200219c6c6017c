import type { TRuleSetData } from '@propdesk/shared/contracts';
import { startMaxLoss } from './max-loss.ts';
import { percentOfMinor } from './money.ts';
import type { TStateDraft } from './types.ts';

/**
 * The amounts of a phase or scaling level, computed once from `draft.initialBalanceMinor` when it starts
 * (rounded so they never loosen a rule, money.ts), so events only compare integers.
 */
export function armPhaseThresholds(rules: TRuleSetData, draft: TStateDraft): void {
  const initialMinor = draft.initialBalanceMinor;
  const targetPercent = rules.phases[draft.phaseIndex]?.profitTargetPercent ?? null;
  draft.profitTargetMinor = targetPercent === null ? null : percentOfMinor(initialMinor, targetPercent, 'up');
  const profitableDayPercent = rules.tradingDays.profitableDayPercent;
  draft.profitableDayMinor =
    rules.tradingDays.counting === 'profitable_day' && profitableDayPercent !== null
      ? percentOfMinor(initialMinor, profitableDayPercent, 'up')
      : null;
  draft.scalingThresholdMinor = rules.scaling
    ? percentOfMinor(initialMinor, rules.scaling.profitThresholdPercent, 'up')
    : null;
  startMaxLoss(rules, draft);
}
