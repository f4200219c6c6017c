import type { TProgram } from '../domain/plans.ts';
import type { TRuleSetData } from './plans.ts';

/** What every program shares: the most common loss and day rules, and the payout terms. */
const COMMON = {
  schemaVersion: 1,
  maxLoss: { percent: 8, mode: 'static', lockAtPercentAboveInitial: null },
  tradingDays: { counting: 'position_opened', profitableDayPercent: null },
  reset: { timeZone: 'Europe/Prague', time: '00:00' },
  consistencyMaxBestDayPercent: null,
  // No time limit: an account never expires for inactivity.
  inactivityExpiryDays: null,
  toleranceMinor: 1,
  scaling: null,
  // 70% rising by 5 points per payout to 90%, bi-weekly (every 14 days), minimum payout $100, no caps and
  // no buffer; the floor stays where it was (docs: Domain rules › Payouts).
  payout: {
    profitSplitPercent: 70,
    maxProfitSplitPercent: 90,
    splitStepPercent: 5,
    cycleDays: 14,
    firstPayoutAfterDays: 14,
    minimumAmountMinor: 10_000,
    capsMinor: [],
    bufferPercent: 0,
    requireConsistency: true,
    floorAfterPayout: 'unchanged',
  },
} as const satisfies Partial<TRuleSetData>;

const DAILY_LOSS_FROM_INITIAL = {
  basis: 'initial_balance',
  anchor: 'balance',
  includeFloating: true,
  evaluation: 'intraday',
  severity: 'hard',
} as const;

/**
 * The rules every program starts with (docs: Product › Marketing claims):
 * 2-step: 4 days per step, daily 5%, max 8%, targets 10% then 5%, fee refunded at the funded stage;
 * 1-step: 4 days, no daily limit, max 6%, target 10%, non-refundable;
 * instant: no days, daily 3%, max 6%, no target, scaling by 10% profit per level, non-refundable.
 */
export const DEFAULT_RULE_SETS: Record<TProgram, TRuleSetData> = {
  two_step: {
    ...COMMON,
    program: 'two_step',
    phases: [
      { kind: 'challenge', profitTargetPercent: 10, minTradingDays: 4 },
      { kind: 'verification', profitTargetPercent: 5, minTradingDays: 4 },
      { kind: 'funded', profitTargetPercent: null, minTradingDays: 0 },
    ],
    dailyLoss: { ...DAILY_LOSS_FROM_INITIAL, percent: 5 },
    refundPolicy: 'refunded_with_first_payout',
  },
  one_step: {
    ...COMMON,
    program: 'one_step',
    phases: [
      { kind: 'challenge', profitTargetPercent: 10, minTradingDays: 4 },
      { kind: 'funded', profitTargetPercent: null, minTradingDays: 0 },
    ],
    dailyLoss: null,
    maxLoss: { ...COMMON.maxLoss, percent: 6 },
    refundPolicy: 'non_refundable',
  },
  instant: {
    ...COMMON,
    program: 'instant',
    phases: [{ kind: 'instant', profitTargetPercent: null, minTradingDays: 0 }],
    dailyLoss: { ...DAILY_LOSS_FROM_INITIAL, percent: 3 },
    maxLoss: { ...COMMON.maxLoss, percent: 6 },
    scaling: { profitThresholdPercent: 10, balanceIncreasePercent: 25 },
    refundPolicy: 'non_refundable',
  },
};
