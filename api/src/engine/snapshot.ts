import type { TPhaseKind, TRuleSetData } from '@propdesk/shared/contracts';
import { consistencyFigures, consistencyRatioPercent, isConsistent } from './consistency.ts';
import { dailyLossValue } from './daily-loss.ts';
import { evaluate } from './evaluate.ts';
import { isFinalStatus } from './evaluation-context.ts';
import { countOpenPositions } from './open-positions.ts';
import { dayKeyOf } from './reset-calendar.ts';
import { describeRules } from './rule-texts.ts';
import type { TAccountState, TAccountStatus, TRuleText } from './types.ts';

/** What an account looks like at a moment: every figure the trader's pages show. Amounts in minor units. */
export interface TAccountSnapshot {
  readonly at: number;
  readonly status: TAccountStatus;
  readonly pausedUntil: number | null;
  readonly phaseIndex: number;
  readonly phaseKind: TPhaseKind | null;
  readonly scalingLevel: number;
  readonly currency: string;
  readonly initialBalanceMinor: number;
  readonly balanceMinor: number;
  /** Equity of record (broker truth moved by deals). */
  readonly equityMinor: number;
  /** A newer estimate, shown as such; null when the broker's figure is the latest. */
  readonly estimatedEquityMinor: number | null;
  readonly closedProfitMinor: number;
  readonly openPositionCount: number;
  readonly day: {
    readonly dayKey: string;
    readonly startedAt: number;
    readonly nextResetAt: number;
    readonly msToReset: number;
    readonly closedProfitMinor: number;
  };
  readonly dailyLoss: {
    readonly anchorMinor: number;
    readonly allowanceMinor: number;
    readonly floorMinor: number;
    readonly comparedMinor: number;
    readonly roomMinor: number;
    readonly usedPercent: number;
  } | null;
  readonly maxLoss: {
    readonly allowanceMinor: number;
    readonly peakMinor: number;
    readonly floorMinor: number;
    readonly lockMinor: number | null;
    readonly isLocked: boolean;
    readonly roomMinor: number;
    readonly usedPercent: number;
  };
  readonly tradingDays: {
    readonly counted: number;
    readonly minimum: number;
    readonly isTodayCounted: boolean;
  };
  readonly profitTarget: {
    readonly targetMinor: number;
    readonly closedProfitMinor: number;
    readonly progressPercent: number;
    readonly isMet: boolean;
  } | null;
  readonly consistency: {
    readonly bestDayProfitMinor: number;
    readonly positiveDaysProfitMinor: number;
    /** Best day ÷ positive days, %; null before the first profitable day. */
    readonly ratioPercent: number | null;
    readonly maxPercent: number | null;
    readonly isWithinLimit: boolean;
  };
  readonly scaling: {
    readonly thresholdMinor: number;
    readonly closedProfitMinor: number;
    readonly progressPercent: number;
  } | null;
  readonly rules: readonly TRuleText[];
}

/** The figures without the rules in words: what a list of accounts shows (the texts cost the most). */
export type TAccountFigures = Omit<TAccountSnapshot, 'rules'>;

function usedPercent(roomMinor: number, allowanceMinor: number): number {
  if (allowanceMinor <= 0) return 0;
  return Math.max(0, Math.min(100, (1 - roomMinor / allowanceMinor) * 100));
}

/**
 * The account at `now` (epoch ms). When `now` is past the state's next reset, the reset is applied first
 * (on a copy: the caller's state is untouched), so today's floor and the countdown are right for any moment.
 */
export function snapshot(rules: TRuleSetData, state: TAccountState, now: number): TAccountSnapshot {
  const view = viewAt(rules, state, now);
  return { ...figuresOf(rules, view, now), rules: describeRules(rules, view, now) };
}

/** The same figures without the rules in words. */
export function snapshotFigures(rules: TRuleSetData, state: TAccountState, now: number): TAccountFigures {
  return figuresOf(rules, viewAt(rules, state, now), now);
}

function viewAt(rules: TRuleSetData, state: TAccountState, now: number): TAccountState {
  return now >= state.nextResetAt && !isFinalStatus(state.status)
    ? evaluate(rules, state, { type: 'clock_tick', id: 'snapshot', at: now }).state
    : state;
}

function figuresOf(rules: TRuleSetData, view: TAccountState, now: number): TAccountFigures {
  const phase = rules.phases[view.phaseIndex];
  const closedProfitMinor = view.balanceMinor - view.initialBalanceMinor;
  const daily = rules.dailyLoss;
  const dailyComparedMinor = daily ? dailyLossValue(daily, view) : 0;
  const maxLossRoomMinor = view.equityMinor - view.maxLossFloorMinor;
  const consistency = consistencyFigures(view);
  return {
    at: now,
    status: view.status,
    pausedUntil: view.pausedUntil,
    phaseIndex: view.phaseIndex,
    phaseKind: phase?.kind ?? null,
    scalingLevel: view.scalingLevel,
    currency: view.currency,
    initialBalanceMinor: view.initialBalanceMinor,
    balanceMinor: view.balanceMinor,
    equityMinor: view.equityMinor,
    estimatedEquityMinor: view.estimatedEquityMinor,
    closedProfitMinor,
    openPositionCount: countOpenPositions(view),
    day: {
      dayKey: dayKeyOf(view.dayNumber),
      startedAt: view.dayStartAt,
      nextResetAt: view.nextResetAt,
      msToReset: Math.max(0, view.nextResetAt - now),
      closedProfitMinor: view.dayClosedProfitMinor,
    },
    dailyLoss: daily
      ? {
          anchorMinor: view.dailyAnchorMinor,
          allowanceMinor: view.dailyAllowanceMinor,
          floorMinor: view.dailyFloorMinor,
          comparedMinor: dailyComparedMinor,
          roomMinor: dailyComparedMinor - view.dailyFloorMinor,
          usedPercent: usedPercent(dailyComparedMinor - view.dailyFloorMinor, view.dailyAllowanceMinor),
        }
      : null,
    maxLoss: {
      allowanceMinor: view.maxLossAllowanceMinor,
      peakMinor: view.maxLossPeakMinor,
      floorMinor: view.maxLossFloorMinor,
      lockMinor: view.maxLossLockMinor,
      isLocked: view.maxLossLockMinor !== null && view.maxLossFloorMinor >= view.maxLossLockMinor,
      roomMinor: maxLossRoomMinor,
      usedPercent: usedPercent(maxLossRoomMinor, view.maxLossAllowanceMinor),
    },
    tradingDays: {
      counted: view.tradingDaysCounted,
      minimum: phase?.minTradingDays ?? 0,
      isTodayCounted: view.isDayCounted,
    },
    profitTarget:
      view.profitTargetMinor === null
        ? null
        : {
            targetMinor: view.profitTargetMinor,
            closedProfitMinor,
            progressPercent: Math.max(0, Math.min(100, (closedProfitMinor / view.profitTargetMinor) * 100)),
            isMet: closedProfitMinor >= view.profitTargetMinor,
          },
    consistency: {
      ...consistency,
      ratioPercent: consistencyRatioPercent(consistency),
      maxPercent: rules.consistencyMaxBestDayPercent,
      isWithinLimit: isConsistent(rules, view),
    },
    scaling:
      view.scalingThresholdMinor === null
        ? null
        : {
            thresholdMinor: view.scalingThresholdMinor,
            closedProfitMinor,
            progressPercent: Math.max(
              0,
              Math.min(100, (closedProfitMinor / view.scalingThresholdMinor) * 100),
            ),
          },
  };
}
