import type { TPublicProgram } from '@propdesk/shared/contracts';
import type { TPhaseKind, TProgram, TRefundPolicy } from '@propdesk/shared/domain';

/**
 * Pure formatting of plan data for the landing: every number a visitor reads about a plan comes from
 * the organization's rules through these functions (money through formatMoneyCentsIfAny of
 * @propdesk/shared/i18n), never from a translation string.
 */

export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/**
 * The steps shown above a program's table: its phases, then the scaling plan when it has one
 * (Challenge → Verification → Funded Trader; Instant Funding → Scaling Plan).
 */
export function progressionOf(program: TPublicProgram): (TPhaseKind | 'scaling')[] {
  const phases = program.rules.phases.map((phase) => phase.kind);
  return program.rules.scaling === null ? phases : [...phases, 'scaling'];
}

/** One cell of the rules table: a value, or a marker the page words in the reader's language. */
export type TRuleCell =
  | { kind: 'percent'; value: number }
  | { kind: 'days'; value: number }
  | { kind: 'none' }
  | { kind: 'unlimited' };

export type TRuleRowKey = 'profitTarget' | 'minTradingDays' | 'maxDailyLoss' | 'maxLoss';
export type TRuleRow = { key: TRuleRowKey; cells: TRuleCell[] };

/**
 * A program's rules table: a column per evaluated phase (the funded stage has no target or minimum
 * days, so it is left out unless it is the only phase), a row per rule (profit target, minimum trading
 * days, maximum daily loss, maximum loss).
 */
export function rulesTableOf(program: TPublicProgram): { phases: TPhaseKind[]; rows: TRuleRow[] } {
  const { rules } = program;
  const evaluated = rules.phases.filter((phase) => phase.kind !== 'funded');
  const phases = evaluated.length > 0 ? evaluated : rules.phases;
  const dailyLoss: TRuleCell =
    rules.dailyLoss === null ? { kind: 'unlimited' } : { kind: 'percent', value: rules.dailyLoss.percent };
  return {
    phases: phases.map((phase) => phase.kind),
    rows: [
      {
        key: 'profitTarget',
        cells: phases.map((phase) =>
          phase.profitTargetPercent === null
            ? { kind: 'none' }
            : { kind: 'percent', value: phase.profitTargetPercent },
        ),
      },
      {
        key: 'minTradingDays',
        cells: phases.map((phase) =>
          phase.minTradingDays === 0 ? { kind: 'none' } : { kind: 'days', value: phase.minTradingDays },
        ),
      },
      { key: 'maxDailyLoss', cells: phases.map(() => dailyLoss) },
      { key: 'maxLoss', cells: phases.map(() => ({ kind: 'percent', value: rules.maxLoss.percent })) },
    ],
  };
}

/** The cheapest plan the programs offer ("challenges from $99"), or null when they have none. */
export function cheapestPlan(programs: readonly TPublicProgram[]) {
  return programs
    .flatMap((program) => program.plans)
    .reduce<TPublicProgram['plans'][number] | null>(
      (cheapest, plan) => (cheapest === null || plan.feeMinor < cheapest.feeMinor ? plan : cheapest),
      null,
    );
}

/** The largest account any program offers ("funding up to $200,000"). */
export function largestAccount(programs: readonly TPublicProgram[]) {
  return programs
    .flatMap((program) => program.plans)
    .reduce<TPublicProgram['plans'][number] | null>(
      (largest, plan) =>
        largest === null || plan.accountSizeMinor > largest.accountSizeMinor ? plan : largest,
      null,
    );
}

export type TProgramSummary = {
  program: TProgram;
  profitSplitPercent: number;
  maxProfitSplitPercent: number;
  payoutCycleDays: number;
  minimumPayoutMinor: number;
  refundPolicy: TRefundPolicy;
  /** null: unlimited trading period. */
  inactivityExpiryDays: number | null;
  scaling: TPublicProgram['rules']['scaling'];
};

export function summaryOf(program: TPublicProgram): TProgramSummary {
  const { payout } = program.rules;
  return {
    program: program.program,
    profitSplitPercent: payout.profitSplitPercent,
    maxProfitSplitPercent: payout.maxProfitSplitPercent,
    payoutCycleDays: payout.cycleDays,
    minimumPayoutMinor: payout.minimumAmountMinor,
    refundPolicy: program.rules.refundPolicy,
    inactivityExpiryDays: program.rules.inactivityExpiryDays,
    scaling: program.rules.scaling,
  };
}
