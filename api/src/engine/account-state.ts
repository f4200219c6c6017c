import type { TRuleSetData } from '@propdesk/shared/contracts';
import { startDailyLossDay } from './daily-loss.ts';
import { armPhaseThresholds } from './phase-thresholds.ts';
import { findTradingDay } from './reset-calendar.ts';
import { emptyTimeline } from './timeline.ts';
import type { TAccountState, TStateDraft } from './types.ts';

export interface TNewAccountOptions {
  readonly initialBalanceMinor: number;
  /** The purchase (or the pass that opened this phase), epoch ms. */
  readonly startedAt: number;
  /** Index into `rules.phases`; 0 for a new purchase, the pass effect's nextPhaseIndex afterwards. */
  readonly phaseIndex?: number;
  readonly currency?: string;
}

/**
 * The state of an account at the start of a phase. Each phase is a fresh account (a pass opens the next
 * phase's account), so a pass is followed by createAccountState with the next phase index. On the first
 * day the daily anchor is the initial balance (docs: Domain rules › Daily loss).
 */
export function createAccountState(rules: TRuleSetData, options: TNewAccountOptions): TAccountState {
  const { initialBalanceMinor, startedAt, phaseIndex = 0, currency = 'USD' } = options;
  if (!Number.isSafeInteger(initialBalanceMinor) || initialBalanceMinor <= 0) {
    throw new RangeError('The initial balance must be a positive amount in minor units');
  }
  if (!Number.isInteger(phaseIndex) || phaseIndex < 0 || phaseIndex >= rules.phases.length) {
    throw new RangeError(`The rule set has no phase ${phaseIndex}`);
  }
  const day = findTradingDay(rules.reset, startedAt);
  // Every field is written here, in one order, so all states share one shape (and serialize alike).
  const draft: TStateDraft = {
    stateVersion: 1,
    phaseIndex,
    status: 'active',
    currency,
    startedAt,
    lastEventAt: startedAt,
    initialBalanceMinor,
    scalingLevel: 0,
    balanceMinor: initialBalanceMinor,
    equityMinor: initialBalanceMinor,
    estimatedEquityMinor: null,
    dayNumber: day.dayNumber,
    dayStartAt: day.startAt,
    nextResetAt: day.endAt,
    dayStartBalanceMinor: initialBalanceMinor,
    dayStartEquityMinor: initialBalanceMinor,
    dayClosedProfitMinor: 0,
    hasDayActivity: false,
    dailyAnchorMinor: 0,
    dailyAllowanceMinor: 0,
    dailyFloorMinor: 0,
    dailyWarningBits: 0,
    pausedUntil: null,
    maxLossAllowanceMinor: 0,
    maxLossPeakMinor: 0,
    maxLossFloorMinor: 0,
    maxLossLockMinor: null,
    maxLossWarningBits: 0,
    profitTargetMinor: null,
    profitableDayMinor: null,
    scalingThresholdMinor: null,
    tradingDaysCounted: 0,
    isDayCounted: false,
    lastTradeDayNumber: day.dayNumber,
    objectiveBits: 0,
    positiveDaysProfitMinor: 0,
    bestDayProfitMinor: 0,
    rememberedDays: [],
    // A deal executed before the phase's first day belongs to none of its days.
    forgottenThroughDayNumber: day.dayNumber - 1,
    bestForgottenDayProfitMinor: 0,
    openPositions: [],
    untrackedOpenPositions: 0,
    timeline: emptyTimeline(),
    timelineCursor: 0,
  };
  armPhaseThresholds(rules, draft);
  startDailyLossDay(rules, draft, initialBalanceMinor);
  return draft;
}
