import { z } from 'zod';
import {
  BREACH_SEVERITIES,
  DAILY_LOSS_ANCHORS,
  DAILY_LOSS_BASES,
  LOSS_EVALUATIONS,
  MAX_LOSS_MODES,
  PAYOUT_FLOOR_MODES,
  PHASE_KINDS,
  PROGRAMS,
  REFUND_POLICIES,
  TRADING_DAY_COUNTINGS,
} from '../domain/plans.ts';
import { MAX_RESET_WINDOW_DAYS } from '../domain/account-resets.ts';

export * from '../domain/plans.ts';

const ZPercent = z.number().positive().max(100);

/**
 * Zones already proven valid. Constructing an Intl.DateTimeFormat is costly and every answer that carries
 * rules validates its zone. Capped: Intl also takes other spellings of a name (any letter case), so the
 * set must not grow with what callers send.
 */
const KNOWN_TIME_ZONES = new Set<string>();
const KNOWN_TIME_ZONES_CAP = 1_000;

function isKnownTimeZone(zone: string): boolean {
  if (KNOWN_TIME_ZONES.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  if (KNOWN_TIME_ZONES.size < KNOWN_TIME_ZONES_CAP) KNOWN_TIME_ZONES.add(zone);
  return true;
}

/** An IANA time zone the runtime knows (resets are computed in it, DST included). */
const ZTimeZone = z
  .string()
  .refine(isKnownTimeZone, { message: 'Must be an IANA time zone such as Europe/Prague' });

export const ZPhaseRules = z.object({
  kind: z.enum(PHASE_KINDS),
  /** Closed profit to reach, % of the initial balance; null: no target (funded and instant). */
  profitTargetPercent: ZPercent.nullable(),
  /** Days that must count before the phase can pass; 0: none. */
  minTradingDays: z.number().int().min(0).max(365),
});

/**
 * The daily loss limit: its four switches, the severity and how it is evaluated
 * (docs: Domain rules › Daily loss).
 */
export const ZDailyLossRule = z.object({
  percent: ZPercent,
  basis: z.enum(DAILY_LOSS_BASES),
  anchor: z.enum(DAILY_LOSS_ANCHORS),
  /** Floating P&L, commissions and swaps count towards equity. */
  includeFloating: z.boolean(),
  evaluation: z.enum(LOSS_EVALUATIONS),
  severity: z.enum(BREACH_SEVERITIES),
});

export const ZMaxLossRule = z.object({
  percent: ZPercent,
  mode: z.enum(MAX_LOSS_MODES),
  /** A trailing floor stops rising at initial balance + this % (0: at the initial balance); null: never. */
  lockAtPercentAboveInitial: z.number().min(0).max(100).nullable(),
});

export const ZScalingRule = z.object({
  /** Closed profit, % of the current level's balance, that moves the account up a level. */
  profitThresholdPercent: ZPercent,
  /** How much bigger the next level's balance is, %. */
  balanceIncreasePercent: ZPercent,
});

/**
 * Payout terms (docs: Domain rules › Payouts). The fields after the first five were added later and are
 * optional here, so every rule set stored before them keeps validating; payoutRulesOf reads them with
 * their defaults. No zod default in the rule set itself: responses that carry rules serialize as parsed.
 */
export const ZPayoutRules = z.object({
  /** The trader's share at the first payout; it rises with each payout up to the maximum. */
  profitSplitPercent: ZPercent,
  maxProfitSplitPercent: ZPercent,
  /** Days between payout requests. */
  cycleDays: z.number().int().min(1).max(365),
  /** Days after the first funded trade before the first request. */
  firstPayoutAfterDays: z.number().int().min(0).max(365),
  minimumAmountMinor: z.number().int().min(0),
  /** Percentage points the split rises by with each payout taken (70 → 75 → … → 90); default 5. */
  splitStepPercent: z.number().min(0).max(100).optional(),
  /** The most the trader may receive at payout 1, 2, …; payouts past the list are not capped. */
  capsMinor: z.array(z.number().int().positive()).max(24).optional(),
  /** Profit that must stay in the account, % of its initial balance; default 0. */
  bufferPercent: z.number().min(0).max(100).optional(),
  /** Whether the consistency rule, when the rule set has one, must hold at the request; default yes. */
  requireConsistency: z.boolean().optional(),
  /** Where the max-loss floor goes once a payout leaves the account; default `unchanged`. */
  floorAfterPayout: z.enum(PAYOUT_FLOOR_MODES).optional(),
});

/** The payout terms with every later field filled in. */
const ZResolvedPayoutRules = ZPayoutRules.extend({
  splitStepPercent: ZPayoutRules.shape.splitStepPercent.default(5),
  capsMinor: ZPayoutRules.shape.capsMinor.default([]),
  bufferPercent: ZPayoutRules.shape.bufferPercent.default(0),
  requireConsistency: ZPayoutRules.shape.requireConsistency.default(true),
  floorAfterPayout: ZPayoutRules.shape.floorAfterPayout.default('unchanged'),
});
export type TPayoutRules = z.output<typeof ZResolvedPayoutRules>;

/**
 * A frozen rule set's payout terms with the defaults of fields it predates: account rows keep the rule set
 * as stored at purchase, which may lack them.
 */
export function payoutRulesOf(rules: { payout: z.input<typeof ZPayoutRules> }): TPayoutRules {
  return ZResolvedPayoutRules.parse(rules.payout);
}

/**
 * A plan's rules: versioned data, frozen onto each account at purchase. Every switch of the rules engine
 * (docs: Domain rules) is here; the engine reads nothing else.
 */
export const ZRuleSetData = z
  .object({
    schemaVersion: z.literal(1),
    program: z.enum(PROGRAMS),
    phases: z.array(ZPhaseRules).min(1).max(5),
    /** null: no daily loss limit (the default 1-step program has none). */
    dailyLoss: ZDailyLossRule.nullable(),
    maxLoss: ZMaxLossRule,
    tradingDays: z.object({
      counting: z.enum(TRADING_DAY_COUNTINGS),
      /** For `profitable_day`: the closed profit, % of initial, that makes a day count. */
      profitableDayPercent: ZPercent.nullable(),
    }),
    /** The daily reset: a wall-clock time in a named time zone (default 00:00 Europe/Prague). */
    reset: z.object({
      timeZone: ZTimeZone,
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be HH:MM'),
    }),
    /** Best day's profit ÷ total profit must stay at or below this %; null: no consistency rule. */
    consistencyMaxBestDayPercent: ZPercent.nullable(),
    /** Days without a trade after which the account expires; null: unlimited trading period. */
    inactivityExpiryDays: z.number().int().min(1).max(3650).nullable(),
    /** Absorbs broker rounding: equity within this many minor units above a floor is still a breach. */
    toleranceMinor: z.number().int().min(0).max(10_000),
    /** Instant accounts: the scaling plan; null for the others. */
    scaling: ZScalingRule.nullable(),
    payout: ZPayoutRules,
    refundPolicy: z.enum(REFUND_POLICIES),
  })
  .refine((rules) => rules.payout.maxProfitSplitPercent >= rules.payout.profitSplitPercent, {
    message: 'The maximum profit split cannot be below the starting split',
    path: ['payout', 'maxProfitSplitPercent'],
  })
  .refine(
    (rules) =>
      rules.tradingDays.counting !== 'profitable_day' || rules.tradingDays.profitableDayPercent !== null,
    {
      message: 'A profitable-day rule needs its percentage',
      path: ['tradingDays', 'profitableDayPercent'],
    },
  );
export type TRuleSetData = z.infer<typeof ZRuleSetData>;

/** One buyable account size of a program. Amounts in minor units (cents). */
export const ZPublicPlan = z.object({
  id: z.string(),
  accountSizeMinor: z.number().int(),
  feeMinor: z.number().int(),
  currency: z.string().length(3),
});
export type TPublicPlan = z.infer<typeof ZPublicPlan>;

/** A program as the landing and the pricing page show it: its active rules and its plans. */
export const ZPublicProgram = z.object({
  program: z.enum(PROGRAMS),
  ruleSetVersion: z.number().int(),
  rules: ZRuleSetData,
  plans: z.array(ZPublicPlan),
});
export type TPublicProgram = z.infer<typeof ZPublicProgram>;

export const ZPublicPlansResponse = z.object({ programs: z.array(ZPublicProgram) });
export type TPublicPlansResponse = z.infer<typeof ZPublicPlansResponse>;

/**
 * What a signed-in trader may buy. `checkoutAvailable` is false when the installation has no payment
 * provider (a production deployment before one is configured): plans are shown, buying is refused.
 */
export const ZTraderPlansResponse = ZPublicPlansResponse.extend({ checkoutAvailable: z.boolean() });
export type TTraderPlansResponse = z.infer<typeof ZTraderPlansResponse>;

/**
 * One rule of a set as a sentence: the rule, the key of its translated text, the values the text needs,
 * and the English text. Account snapshots and breach reports carry them.
 */
export const ZRuleText = z.object({
  rule: z.string(),
  key: z.string(),
  values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
  text: z.string(),
});
export type TRuleText = z.infer<typeof ZRuleText>;

/** The most a firm may ask for an account size, and for a fee, in minor units. */
export const PLAN_LIMITS = {
  minSizeMinor: 1_000_00,
  maxSizeMinor: 10_000_000_00,
  maxFeeMinor: 100_000_00,
} as const;

export const ZOrganizationPlansParams = z.object({ organizationId: z.uuid() });
export const ZOrganizationPlanParams = z.object({ organizationId: z.uuid(), planId: z.uuid() });

/**
 * A discounted reset of a failed account of the plan (docs: Domain rules › Resets): a price, or a
 * discount in percent off the plan's fee (one of the two), on offer for windowDays calendar days after
 * the failure. null on the plan: no reset is offered.
 */
export const ZPlanResetOffer = z
  .object({
    priceMinor: z.number().int().min(1, 'A reset costs at least one cent').nullable(),
    discountPercent: z
      .number()
      .int('A whole percentage')
      .min(1, 'A discount of at least 1%')
      .max(99, 'A discount of at most 99%')
      .nullable(),
    windowDays: z
      .number()
      .int('A whole number of days')
      .min(1, 'At least one day')
      .max(MAX_RESET_WINDOW_DAYS, `At most ${MAX_RESET_WINDOW_DAYS} days`),
  })
  .refine((offer) => (offer.priceMinor === null) !== (offer.discountPercent === null), {
    path: ['priceMinor'],
    message: 'Set either a reset price or a discount',
  });
export type TPlanResetOffer = z.infer<typeof ZPlanResetOffer>;

/** One of the firm's plans as its settings page lists it, on sale or not. */
export const ZStaffPlan = z.object({
  id: z.string(),
  program: z.enum(PROGRAMS),
  accountSizeMinor: z.number().int(),
  feeMinor: z.number().int(),
  currency: z.string(),
  active: z.boolean(),
  displayOrder: z.number().int(),
  resetOffer: ZPlanResetOffer.nullable(),
  updatedAt: z.iso.datetime(),
});
export type TStaffPlan = z.infer<typeof ZStaffPlan>;
export const ZStaffPlanList = z.object({ plans: z.array(ZStaffPlan) });
export type TStaffPlanList = z.infer<typeof ZStaffPlanList>;

/** A reset sold at a price costs less than the plan itself (a discount always does). */
function isResetBelowFee(plan: { feeMinor: number; resetOffer: TPlanResetOffer | null }): boolean {
  const price = plan.resetOffer?.priceMinor ?? null;
  return price === null || price < plan.feeMinor;
}

/** A plan as the firm writes it: a size it sells once per program, a fee below the size. */
export const ZPlanInput = z
  .object({
    program: z.enum(PROGRAMS),
    accountSizeMinor: z.number().int().min(PLAN_LIMITS.minSizeMinor).max(PLAN_LIMITS.maxSizeMinor),
    feeMinor: z.number().int().min(0).max(PLAN_LIMITS.maxFeeMinor),
    currency: z.string().regex(/^[A-Z]{3}$/, 'A three-letter currency code such as USD'),
    active: z.boolean(),
    displayOrder: z.number().int().min(0).max(999),
    /** Omitted: no reset on offer (a plan written before resets existed). */
    resetOffer: ZPlanResetOffer.nullable().default(null),
  })
  .refine((plan) => plan.feeMinor < plan.accountSizeMinor, {
    path: ['feeMinor'],
    message: 'The fee must be below the account size',
  })
  .refine(isResetBelowFee, {
    path: ['resetOffer', 'priceMinor'],
    message: "A reset must cost less than the plan's fee",
  });
export type TPlanInput = z.infer<typeof ZPlanInput>;
