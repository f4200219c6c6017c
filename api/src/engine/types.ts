import type { TRuleSetData } from '@propdesk/shared/contracts';

/**
 * The rules engine's data: events in, state and effects out. Everything is plain JSON-serializable data
 * (numbers, strings, booleans, null, arrays, objects) so a state can be stored and read back unchanged.
 * Money is always an integer number of minor units (cents); instants are epoch milliseconds.
 */

export type TEngineRules = TRuleSetData;

interface TEventBase {
  /** Unique per account; ingestion de-duplicates on it before the engine sees an event. */
  readonly id: string;
  /** When it happened (epoch ms). Events must reach the engine in this order. */
  readonly at: number;
}

export interface TDealOpenedEvent extends TEventBase {
  readonly type: 'deal_opened';
  readonly positionId: string;
  /** Commission charged on entry; it leaves the balance at once. Default 0. */
  readonly commissionMinor?: number;
}

export interface TDealClosedEvent extends TEventBase {
  readonly type: 'deal_closed';
  readonly positionId: string;
  /** The deal's net result: profit or loss including commission and swap. */
  readonly profitMinor: number;
  /** A partial close: the position stays open. */
  readonly isPartial?: boolean;
  /** When the position was opened, if the platform says so; used when its opening deal is missing. */
  readonly positionOpenedAt?: number;
}

export interface TEquityUpdateEvent extends TEventBase {
  readonly type: 'equity_update';
  readonly equityMinor: number;
  /**
   * The engine's own estimate (for example marked to simulated prices) rather than the broker's figure.
   * Broker equity is the truth for failing an account; an estimate only warns.
   */
  readonly isEstimate: boolean;
}

/** The scheduler's nudge at a reset; a no-op when the account already crossed it. */
export interface TDailyResetEvent extends TEventBase {
  readonly type: 'daily_reset';
}

/** Time passing without trading data: crosses resets, lifts pauses, expires idle accounts. */
export interface TClockTickEvent extends TEventBase {
  readonly type: 'clock_tick';
}

/**
 * An approved payout leaves a funded account: the gross profit withdrawn (the trader's share and the firm's)
 * comes off balance and equity (docs: Domain rules › Payouts).
 */
export interface TPayoutWithdrawnEvent extends TEventBase {
  readonly type: 'payout_withdrawn';
  readonly payoutId: string;
  readonly grossMinor: number;
}

export type TEngineEvent =
  | TDealOpenedEvent
  | TDealClosedEvent
  | TEquityUpdateEvent
  | TDailyResetEvent
  | TClockTickEvent
  | TPayoutWithdrawnEvent;

/** `closed`: ended by the firm, not by a rule (the purchase was refunded or charged back). */
export type TAccountStatus = 'active' | 'paused' | 'failed' | 'passed' | 'expired' | 'closed';
export type TLossRule = 'daily_loss' | 'max_loss';

/** A finished day with deals: what a late deal executed in it needs to be booked there. */
export interface TRememberedDay {
  readonly dayNumber: number;
  readonly closedProfitMinor: number;
  readonly isCounted: boolean;
}

export interface TOpenPosition {
  readonly positionId: string;
  /** The trading day it was opened in. */
  readonly openedDayNumber: number;
}

/**
 * One account's evaluation state. Flat on purpose: evaluating an event copies it once, so its size is the
 * per-event cost. Nothing in it grows with the account's history: per-day figures are running totals plus
 * the best day, the timeline is a fixed ring, open positions are bounded by the platform's own limit
 * (and by MAX_TRACKED_OPEN_POSITIONS here).
 */
export interface TAccountState {
  readonly stateVersion: 1;
  readonly phaseIndex: number;
  readonly status: TAccountStatus;
  /** Used to format texts; the rule set itself is currency-free. */
  readonly currency: string;
  readonly startedAt: number;
  readonly lastEventAt: number;

  /** The phase's starting balance, or the current scaling level's size: "initial" in every formula. */
  readonly initialBalanceMinor: number;
  /** 0 at purchase; +1 at each scaling step of an instant account. */
  readonly scalingLevel: number;
  readonly balanceMinor: number;
  /** Equity of record: the last broker equity, moved by deals since (never by an estimate). */
  readonly equityMinor: number;
  /** The last estimated equity, if it is newer than the broker's figure. */
  readonly estimatedEquityMinor: number | null;

  /** The current trading day (reset-calendar.ts): its name and bounds. */
  readonly dayNumber: number;
  readonly dayStartAt: number;
  readonly nextResetAt: number;
  readonly dayStartBalanceMinor: number;
  readonly dayStartEquityMinor: number;
  /** Closed results of the current day (after commission and swap). */
  readonly dayClosedProfitMinor: number;
  readonly hasDayActivity: boolean;

  /** Daily loss; all zero when the rule set has no daily limit. */
  readonly dailyAnchorMinor: number;
  readonly dailyAllowanceMinor: number;
  readonly dailyFloorMinor: number;
  /** Bits of WARNING_50 / WARNING_80 already sent today (also ESTIMATE_AT_FLOOR). */
  readonly dailyWarningBits: number;
  /** A soft breach pauses trading until this reset. */
  readonly pausedUntil: number | null;

  /** Max loss: the amount (x % of initial), the peak the trailing modes follow, the current floor. */
  readonly maxLossAllowanceMinor: number;
  readonly maxLossPeakMinor: number;
  readonly maxLossFloorMinor: number;
  /** The level a trailing floor stops rising at; null: it never stops. */
  readonly maxLossLockMinor: number | null;
  /** Warning bits sent in this phase or scaling level. */
  readonly maxLossWarningBits: number;

  /** Thresholds of this phase or level, rounded once (money.ts); null where the rule is off. */
  readonly profitTargetMinor: number | null;
  readonly profitableDayMinor: number | null;
  readonly scalingThresholdMinor: number | null;

  readonly tradingDaysCounted: number;
  readonly isDayCounted: boolean;
  /** The last day a deal happened in (inactivity expiry). */
  readonly lastTradeDayNumber: number;
  /** Bits of OBJECTIVE_PROFIT_TARGET / OBJECTIVE_TRADING_DAYS already reported. */
  readonly objectiveBits: number;

  /** Consistency: the sum of positive closed days and the best of them (current day not included). */
  readonly positiveDaysProfitMinor: number;
  readonly bestDayProfitMinor: number;

  /**
   * The last finished days with deals, oldest first (at most REMEMBERED_DAYS, remembered-days.ts), so a
   * deal delivered after its day's reset is booked in that day. The three fields are absent from states
   * stored before they existed; such a state remembers no day before its next reset.
   */
  readonly rememberedDays?: readonly TRememberedDay[];
  /** Days up to this one are forgotten: a late deal executed in one is booked in the day it arrives. */
  readonly forgottenThroughDayNumber?: number;
  /** The best closed profit among forgotten days: the best day is this or a remembered one. */
  readonly bestForgottenDayProfitMinor?: number;

  readonly openPositions: readonly TOpenPosition[];
  /** Positions opened beyond MAX_TRACKED_OPEN_POSITIONS: counted, not named. */
  readonly untrackedOpenPositions: number;

  /** The last events (a ring of TIMELINE_LENGTH slots) for breach reports. */
  readonly timeline: readonly (TEngineEvent | null)[];
  readonly timelineCursor: number;
}

/** A rule in words: a translation key with its live values, and the English text. */
export interface TRuleText {
  readonly rule:
    | TLossRule
    | 'profit_target'
    | 'min_trading_days'
    | 'consistency'
    | 'scaling'
    | 'inactivity'
    | 'daily_reset';
  readonly key: string;
  /** Amounts in minor units (names end in Minor), percentages as given, instants in epoch ms. */
  readonly values: Readonly<Record<string, number | string | boolean | null>>;
  readonly text: string;
}

export interface TBreachReport {
  /** The cause: when one move crosses both floors, the higher one. */
  readonly rule: TLossRule;
  /** Every floor the move crossed. */
  readonly crossedRules: readonly TLossRule[];
  readonly severity: 'hard' | 'soft';
  readonly at: number;
  readonly dayKey: string;
  readonly phaseIndex: number;
  readonly scalingLevel: number;
  readonly event: TEngineEvent;
  readonly floorMinor: number;
  /** The figure compared with the floor: equity, or the balance when floating P&L is excluded. */
  readonly comparedValue: 'equity' | 'balance';
  readonly comparedMinor: number;
  readonly equityMinor: number;
  readonly balanceMinor: number;
  readonly toleranceMinor: number;
  readonly formula: TRuleText;
  /** The last events, oldest first, ending with the one that breached. */
  readonly timeline: readonly TEngineEvent[];
}

export interface TBreachEffect {
  readonly type: 'breach';
  readonly report: TBreachReport;
  /** Soft breach: close every open position now and refuse trading until `pausedUntil`. */
  readonly closePositions: boolean;
  readonly pausedUntil: number | null;
  readonly inputHash: string;
  /**
   * The state the verdict was judged from (hashed into inputHash with the rules and the event): what
   * overturning the breach restores (reinstatement.ts).
   */
  readonly priorState: TAccountState;
}

export interface TAllowanceWarningEffect {
  readonly type: 'warning';
  readonly reason: 'allowance_used';
  readonly rule: TLossRule;
  readonly thresholdPercent: 50 | 80;
  readonly at: number;
  readonly floorMinor: number;
  readonly roomMinor: number;
  readonly allowanceMinor: number;
  readonly isEstimate: boolean;
}

export interface TEstimateAtFloorWarningEffect {
  readonly type: 'warning';
  readonly reason: 'estimated_equity_at_floor';
  readonly rule: TLossRule;
  readonly at: number;
  readonly floorMinor: number;
  readonly estimatedEquityMinor: number;
}

export interface TObjectiveMetEffect {
  readonly type: 'objective_met';
  readonly objective: 'profit_target' | 'min_trading_days';
  readonly at: number;
}

export interface TPhasePassedEffect {
  readonly type: 'phase_passed';
  readonly at: number;
  readonly phaseIndex: number;
  /** The phase the next account starts in; null when this was the last one. */
  readonly nextPhaseIndex: number | null;
  readonly balanceMinor: number;
  readonly inputHash: string;
}

export interface TScalingEffect {
  readonly type: 'scaling';
  readonly at: number;
  readonly fromLevel: number;
  readonly toLevel: number;
  readonly previousSizeMinor: number;
  readonly newSizeMinor: number;
  /** Closed profit made on the finished level; the account restarts at the new size without it. */
  readonly settledProfitMinor: number;
  readonly inputHash: string;
}

export interface TResumedEffect {
  readonly type: 'resumed';
  readonly at: number;
}

export interface TExpiredEffect {
  readonly type: 'expired';
  readonly at: number;
  readonly idleDays: number;
  readonly inputHash: string;
}

/** A finished trading day's figures, for the daily statistics keyed by the day. */
export interface TDayClosedEffect {
  readonly type: 'day_closed';
  readonly at: number;
  readonly dayKey: string;
  readonly startBalanceMinor: number;
  readonly startEquityMinor: number;
  readonly endBalanceMinor: number;
  readonly endEquityMinor: number;
  readonly closedProfitMinor: number;
  readonly isCounted: boolean;
}

/**
 * A deal executed in a finished day but delivered after its reset, booked in that day: the daily statistics
 * of the day take its result (docs: Domain rules › Trading days).
 */
export interface TLateDealBookedEffect {
  readonly type: 'late_deal_booked';
  /** When the deal was executed. */
  readonly at: number;
  readonly dayKey: string;
  /** What the deal added to the day's closed profit and to the balance (an entry commission is negative). */
  readonly resultMinor: number;
  /** The day's closed profit and counted flag with the deal. */
  readonly closedProfitMinor: number;
  readonly isCounted: boolean;
}

/** An overturned breach voided: the account is back in the state it had just before that breach. */
export interface TReinstatedEffect {
  readonly type: 'reinstated';
  /** When the firm decided. */
  readonly at: number;
  /** When the voided breach was. */
  readonly breachAt: number;
}

export type TEngineEffect =
  | TBreachEffect
  | TReinstatedEffect
  | TAllowanceWarningEffect
  | TEstimateAtFloorWarningEffect
  | TObjectiveMetEffect
  | TPhasePassedEffect
  | TScalingEffect
  | TResumedEffect
  | TExpiredEffect
  | TDayClosedEffect
  | TLateDealBookedEffect;

export interface TEvaluation {
  readonly state: TAccountState;
  readonly effects: readonly TEngineEffect[];
}

/** A state being built by one evaluation: a private copy, never visible to the caller until returned. */
export type TStateDraft = { -readonly [Key in keyof TAccountState]: TAccountState[Key] };
