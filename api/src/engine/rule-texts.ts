import type { TRuleSetData } from '@propdesk/shared/contracts';
import { consistencyFigures, consistencyRatioPercent } from './consistency.ts';
import { formatDuration, formatMinor, formatPercent } from './money-format.ts';
import { dayKeyOf } from './reset-calendar.ts';
import type { TAccountState, TRuleText } from './types.ts';

/**
 * The rules in words with their formulas filled with live numbers, shown to the trader and in every breach
 * report. Each text is a translation key plus its values, for front ends that render their own
 * language, and the English sentence.
 */

const ANCHOR_LABELS = {
  balance: 'balance at the last reset',
  equity: 'equity at the last reset',
  higher_of_balance_and_equity: 'higher of balance and equity at the last reset',
} as const;

const MAX_LOSS_PEAK_LABELS = {
  static: 'initial balance',
  trailing_end_of_day: 'highest balance at a reset (at least the initial balance)',
  trailing_closed_balance: 'highest closed balance (at least the initial balance)',
  trailing_intraday: 'highest equity including open profit (at least the initial balance)',
} as const;

const TRADING_DAY_LABELS = {
  position_opened: 'a position is opened in it',
  opened_and_closed: 'a position is opened and closed in it',
  profitable_day: 'its closed profit reaches the profitable-day threshold',
} as const;

function isFirstDay(state: TAccountState): boolean {
  return state.startedAt >= state.dayStartAt && state.startedAt < state.nextResetAt;
}

export function describeDailyLoss(rules: TRuleSetData, state: TAccountState): TRuleText | null {
  const rule = rules.dailyLoss;
  if (!rule) return null;
  const money = (amountMinor: number) => formatMinor(amountMinor, state.currency);
  const comparedValue = rule.includeFloating ? 'equity' : 'balance';
  const comparedMinor = rule.includeFloating ? state.equityMinor : state.balanceMinor;
  const firstDay = isFirstDay(state);
  const anchorLabel = firstDay ? 'initial balance (first day)' : ANCHOR_LABELS[rule.anchor];
  const basisLabel = rule.basis === 'initial_balance' ? 'initial balance' : 'the anchor';
  const basisMinor = rule.basis === 'initial_balance' ? state.initialBalanceMinor : state.dailyAnchorMinor;
  const roomMinor = comparedMinor - state.dailyFloorMinor;
  const consequence =
    rule.severity === 'hard'
      ? 'it fails the account'
      : 'open positions are closed and trading pauses until the next reset';
  const checked = rule.evaluation === 'intraday' ? 'checked on every move' : 'checked at the daily reset';
  return {
    rule: 'daily_loss',
    key: `engine.rules.dailyLoss.${rule.basis}`,
    values: {
      percent: rule.percent,
      basis: rule.basis,
      anchor: rule.anchor,
      isFirstDay: firstDay,
      anchorMinor: state.dailyAnchorMinor,
      basisMinor,
      allowanceMinor: state.dailyAllowanceMinor,
      floorMinor: state.dailyFloorMinor,
      comparedValue,
      comparedMinor,
      roomMinor,
      evaluation: rule.evaluation,
      severity: rule.severity,
      toleranceMinor: rules.toleranceMinor,
    },
    text:
      `Daily loss (${rule.severity}, ${checked}): ${comparedValue} must stay above today's floor. ` +
      `Floor = ${anchorLabel} (${money(state.dailyAnchorMinor)}) − ${formatPercent(rule.percent)} × ` +
      `${basisLabel} (${money(basisMinor)}) = ${money(state.dailyFloorMinor)}. ` +
      `${comparedValue === 'equity' ? 'Equity' : 'Balance'} now ${money(comparedMinor)}, room ${money(roomMinor)}. ` +
      `A breach is ${comparedValue} ≤ floor + ${money(rules.toleranceMinor)} tolerance; ${consequence}.`,
  };
}

export function describeMaxLoss(rules: TRuleSetData, state: TAccountState): TRuleText {
  const rule = rules.maxLoss;
  const money = (amountMinor: number) => formatMinor(amountMinor, state.currency);
  const roomMinor = state.equityMinor - state.maxLossFloorMinor;
  const lock =
    state.maxLossLockMinor === null
      ? ''
      : `, never above the lock at initial balance + ${formatPercent(rule.lockAtPercentAboveInitial ?? 0)} ` +
        `(${money(state.maxLossLockMinor)})`;
  const movement = rule.mode === 'static' ? 'it never moves' : 'it only rises';
  return {
    rule: 'max_loss',
    key: `engine.rules.maxLoss.${rule.mode}`,
    values: {
      percent: rule.percent,
      mode: rule.mode,
      initialMinor: state.initialBalanceMinor,
      peakMinor: state.maxLossPeakMinor,
      allowanceMinor: state.maxLossAllowanceMinor,
      lockMinor: state.maxLossLockMinor,
      floorMinor: state.maxLossFloorMinor,
      equityMinor: state.equityMinor,
      roomMinor,
      toleranceMinor: rules.toleranceMinor,
    },
    text:
      `Max loss (hard): equity must stay above the overall floor. Floor = ${MAX_LOSS_PEAK_LABELS[rule.mode]} ` +
      `(${money(state.maxLossPeakMinor)}) − ${formatPercent(rule.percent)} × initial balance ` +
      `(${money(state.initialBalanceMinor)})${lock} = ${money(state.maxLossFloorMinor)}; ${movement}. ` +
      `Equity now ${money(state.equityMinor)}, room ${money(roomMinor)}. ` +
      `A breach is equity ≤ floor + ${money(rules.toleranceMinor)} tolerance; it fails the account.`,
  };
}

export function describeProfitTarget(rules: TRuleSetData, state: TAccountState): TRuleText | null {
  const percent = rules.phases[state.phaseIndex]?.profitTargetPercent ?? null;
  if (percent === null || state.profitTargetMinor === null) return null;
  const money = (amountMinor: number) => formatMinor(amountMinor, state.currency);
  const closedProfitMinor = state.balanceMinor - state.initialBalanceMinor;
  const progressPercent = Math.max(0, Math.min(100, (closedProfitMinor / state.profitTargetMinor) * 100));
  return {
    rule: 'profit_target',
    key: 'engine.rules.profitTarget',
    values: {
      percent,
      initialMinor: state.initialBalanceMinor,
      targetMinor: state.profitTargetMinor,
      closedProfitMinor,
      progressPercent,
    },
    text:
      `Profit target: closed profit of ${formatPercent(percent)} × initial balance ` +
      `(${money(state.initialBalanceMinor)}) = ${money(state.profitTargetMinor)}, with every position closed. ` +
      `Closed profit now ${money(closedProfitMinor)} (${formatPercent(progressPercent)} of the target).`,
  };
}

export function describeTradingDays(rules: TRuleSetData, state: TAccountState): TRuleText | null {
  const minimum = rules.phases[state.phaseIndex]?.minTradingDays ?? 0;
  if (minimum === 0) return null;
  const counting = rules.tradingDays.counting;
  const threshold =
    counting === 'profitable_day' && state.profitableDayMinor !== null
      ? ` (${formatPercent(rules.tradingDays.profitableDayPercent ?? 0)} × initial balance = ` +
        `${formatMinor(state.profitableDayMinor, state.currency)}, counted at the reset)`
      : '';
  return {
    rule: 'min_trading_days',
    key: `engine.rules.minTradingDays.${counting}`,
    values: {
      minimum,
      counted: state.tradingDaysCounted,
      counting,
      profitableDayMinor: state.profitableDayMinor,
      timeZone: rules.reset.timeZone,
    },
    text:
      `Minimum trading days: ${minimum}. A day (${rules.reset.timeZone}, from reset to reset) counts when ` +
      `${TRADING_DAY_LABELS[counting]}${threshold}; days need not be consecutive. ` +
      `Counted: ${state.tradingDaysCounted} of ${minimum}.`,
  };
}

export function describeConsistency(rules: TRuleSetData, state: TAccountState): TRuleText | null {
  const maxPercent = rules.consistencyMaxBestDayPercent;
  if (maxPercent === null) return null;
  const figures = consistencyFigures(state);
  const ratioPercent = consistencyRatioPercent(figures);
  const money = (amountMinor: number) => formatMinor(amountMinor, state.currency);
  return {
    rule: 'consistency',
    key: 'engine.rules.consistency',
    values: {
      maxPercent,
      bestDayProfitMinor: figures.bestDayProfitMinor,
      positiveDaysProfitMinor: figures.positiveDaysProfitMinor,
      ratioPercent,
    },
    text:
      `Consistency: the best day's profit must be at most ${formatPercent(maxPercent)} of the total profit of ` +
      `positive days. Best day ${money(figures.bestDayProfitMinor)} ÷ ${money(figures.positiveDaysProfitMinor)} = ` +
      `${ratioPercent === null ? 'no profitable day yet' : formatPercent(ratioPercent)}.`,
  };
}

export function describeScaling(rules: TRuleSetData, state: TAccountState): TRuleText | null {
  const rule = rules.scaling;
  if (!rule || state.scalingThresholdMinor === null) return null;
  const money = (amountMinor: number) => formatMinor(amountMinor, state.currency);
  const closedProfitMinor = state.balanceMinor - state.initialBalanceMinor;
  return {
    rule: 'scaling',
    key: 'engine.rules.scaling',
    values: {
      level: state.scalingLevel,
      profitThresholdPercent: rule.profitThresholdPercent,
      balanceIncreasePercent: rule.balanceIncreasePercent,
      sizeMinor: state.initialBalanceMinor,
      thresholdMinor: state.scalingThresholdMinor,
      closedProfitMinor,
    },
    text:
      `Scaling (level ${state.scalingLevel}): when closed profit reaches ${formatPercent(rule.profitThresholdPercent)} ` +
      `of this level's size (${money(state.initialBalanceMinor)}), that is ${money(state.scalingThresholdMinor)}, ` +
      `the account moves to the next size, ${formatPercent(rule.balanceIncreasePercent)} larger. ` +
      `Closed profit now ${money(closedProfitMinor)}.`,
  };
}

export function describeInactivity(rules: TRuleSetData, state: TAccountState): TRuleText | null {
  const days = rules.inactivityExpiryDays;
  if (days === null) return null;
  const lastTradeDayKey = dayKeyOf(state.lastTradeDayNumber);
  return {
    rule: 'inactivity',
    key: 'engine.rules.inactivity',
    values: { days, lastTradeDayKey },
    text: `Inactivity: the account expires after ${days} days without a deal. Last active day: ${lastTradeDayKey}.`,
  };
}

export function describeDailyReset(rules: TRuleSetData, state: TAccountState, now: number): TRuleText {
  const msToReset = Math.max(0, state.nextResetAt - now);
  return {
    rule: 'daily_reset',
    key: 'engine.rules.dailyReset',
    values: {
      time: rules.reset.time,
      timeZone: rules.reset.timeZone,
      nextResetAt: state.nextResetAt,
      msToReset,
    },
    text:
      `The trading day resets at ${rules.reset.time} ${rules.reset.timeZone} (daylight saving included); ` +
      `next reset in ${formatDuration(msToReset)}, at ${new Date(state.nextResetAt).toISOString()}.`,
  };
}

/** Every rule of the account's phase, in the order a trader reads them. */
export function describeRules(rules: TRuleSetData, state: TAccountState, now: number): TRuleText[] {
  return [
    describeProfitTarget(rules, state),
    describeTradingDays(rules, state),
    describeDailyLoss(rules, state),
    describeMaxLoss(rules, state),
    describeConsistency(rules, state),
    describeScaling(rules, state),
    describeInactivity(rules, state),
    describeDailyReset(rules, state, now),
  ].filter((text): text is TRuleText => text !== null);
}
