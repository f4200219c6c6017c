import type { TRuleSetData } from '@propdesk/shared/contracts';
import { isAtMostPercentOf } from './money.ts';
import type { TAccountState } from './types.ts';

/**
 * Consistency (docs: Domain rules › Consistency): best day's closed profit ÷ the total of the positive days.
 * Only positive days enter the denominator. The state keeps finished days as a running sum and a best day;
 * the current day joins them live.
 */
export interface TConsistencyFigures {
  readonly bestDayProfitMinor: number;
  readonly positiveDaysProfitMinor: number;
}

type TConsistencyState = Pick<
  TAccountState,
  'dayClosedProfitMinor' | 'positiveDaysProfitMinor' | 'bestDayProfitMinor'
>;

export function consistencyFigures(state: TConsistencyState): TConsistencyFigures {
  const today = Math.max(0, state.dayClosedProfitMinor);
  return {
    bestDayProfitMinor: Math.max(state.bestDayProfitMinor, today),
    positiveDaysProfitMinor: state.positiveDaysProfitMinor + today,
  };
}

/** The ratio in percent for display; null before any positive day. */
export function consistencyRatioPercent(figures: TConsistencyFigures): number | null {
  if (figures.positiveDaysProfitMinor <= 0) return null;
  return (figures.bestDayProfitMinor / figures.positiveDaysProfitMinor) * 100;
}

/** Whether the rule holds now (decided exactly, money.ts); always true when the rule set has none. */
export function isConsistent(rules: TRuleSetData, state: TConsistencyState): boolean {
  const maxPercent = rules.consistencyMaxBestDayPercent;
  if (maxPercent === null) return true;
  const figures = consistencyFigures(state);
  if (figures.positiveDaysProfitMinor <= 0) return true;
  return isAtMostPercentOf(figures.bestDayProfitMinor, figures.positiveDaysProfitMinor, maxPercent);
}
