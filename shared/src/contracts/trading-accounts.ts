import { z } from 'zod';
import {
  STAFF_ACCOUNT_SORT_ORDERS,
  STAFF_ACCOUNT_SORTS,
  STAFF_ACCOUNT_STATUS_FILTERS,
  TRADING_ACCOUNT_STATUSES,
  TRADING_PLATFORMS,
} from '../domain/trading-accounts.ts';
import { TRADE_SIDES } from '../domain/simulator.ts';
import { PHASE_KINDS, PROGRAMS } from '../domain/plans.ts';
import { ZRuleSetData, ZRuleText } from './plans.ts';
import { ZBreach } from './breaches.ts';
import { ZResetOf } from './account-resets.ts';

export * from '../domain/trading-accounts.ts';

/**
 * A trader's accounts with their live figures, history and deals. Money in integer minor units (cents),
 * instants as ISO strings except inside engine snapshots, which carry epoch milliseconds as the engine does.
 */

const ZId = z.uuid();
const ZInstant = z.iso.datetime();

// --- Engine snapshot (the engine's own shape, epoch ms) ---------------------------------------------------

export const ZAccountSnapshot = z.object({
  at: z.number(),
  status: z.enum(TRADING_ACCOUNT_STATUSES),
  pausedUntil: z.number().nullable(),
  phaseIndex: z.number().int(),
  phaseKind: z.enum(PHASE_KINDS).nullable(),
  scalingLevel: z.number().int(),
  currency: z.string(),
  initialBalanceMinor: z.number().int(),
  balanceMinor: z.number().int(),
  equityMinor: z.number().int(),
  estimatedEquityMinor: z.number().int().nullable(),
  closedProfitMinor: z.number().int(),
  openPositionCount: z.number().int(),
  day: z.object({
    dayKey: z.string(),
    startedAt: z.number(),
    nextResetAt: z.number(),
    msToReset: z.number(),
    closedProfitMinor: z.number().int(),
  }),
  dailyLoss: z
    .object({
      anchorMinor: z.number().int(),
      allowanceMinor: z.number().int(),
      floorMinor: z.number().int(),
      comparedMinor: z.number().int(),
      roomMinor: z.number().int(),
      usedPercent: z.number(),
    })
    .nullable(),
  maxLoss: z.object({
    allowanceMinor: z.number().int(),
    peakMinor: z.number().int(),
    floorMinor: z.number().int(),
    lockMinor: z.number().int().nullable(),
    isLocked: z.boolean(),
    roomMinor: z.number().int(),
    usedPercent: z.number(),
  }),
  tradingDays: z.object({
    counted: z.number().int(),
    minimum: z.number().int(),
    isTodayCounted: z.boolean(),
  }),
  profitTarget: z
    .object({
      targetMinor: z.number().int(),
      closedProfitMinor: z.number().int(),
      progressPercent: z.number(),
      isMet: z.boolean(),
    })
    .nullable(),
  consistency: z.object({
    bestDayProfitMinor: z.number().int(),
    positiveDaysProfitMinor: z.number().int(),
    ratioPercent: z.number().nullable(),
    maxPercent: z.number().nullable(),
    isWithinLimit: z.boolean(),
  }),
  scaling: z
    .object({
      thresholdMinor: z.number().int(),
      closedProfitMinor: z.number().int(),
      progressPercent: z.number(),
    })
    .nullable(),
  rules: z.array(ZRuleText),
});
export type TAccountSnapshot = z.infer<typeof ZAccountSnapshot>;

// --- Accounts ---------------------------------------------------------------------------------------------

export const ZTradingAccountSummary = z.object({
  id: ZId,
  /** The platform login the trader trades under. */
  login: z.string(),
  platform: z.enum(TRADING_PLATFORMS),
  program: z.enum(PROGRAMS),
  phaseIndex: z.number().int(),
  phaseKind: z.enum(PHASE_KINDS),
  status: z.enum(TRADING_ACCOUNT_STATUSES),
  currency: z.string().length(3),
  /** The size bought (the plan's account size); the current level's size for scaled instant accounts. */
  initialBalanceMinor: z.number().int(),
  balanceMinor: z.number().int(),
  equityMinor: z.number().int(),
  /** Today's room above the daily floor; null without a daily limit. */
  dailyRoomMinor: z.number().int().nullable(),
  maxLossRoomMinor: z.number().int(),
  /** Closed profit against the target, %; null where the phase has no target. */
  profitTargetProgressPercent: z.number().nullable(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type TTradingAccountSummary = z.infer<typeof ZTradingAccountSummary>;

export const ZTradingAccountPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(TRADING_ACCOUNT_STATUSES).optional(),
  program: z.enum(PROGRAMS).optional(),
  phaseKind: z.enum(PHASE_KINDS).optional(),
});
export type TTradingAccountPageQuery = z.input<typeof ZTradingAccountPageQuery>;

export const ZTradingAccountPage = z.object({
  accounts: z.array(ZTradingAccountSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TTradingAccountPage = z.infer<typeof ZTradingAccountPage>;

export const ZTradingAccountIdParams = z.object({ accountId: z.uuid('Must be an account id') });

export const ZTradingAccountDetail = z.object({
  account: ZTradingAccountSummary,
  /** The rule set frozen at purchase. */
  ruleSetVersion: z.number().int(),
  rules: ZRuleSetData,
  snapshot: ZAccountSnapshot,
  /** The phase before this one (its passed account) and the one after, when they exist. */
  previousAccountId: ZId.nullable(),
  nextAccountId: ZId.nullable(),
  /** The failed account this one resets, and the account that reset this one (docs: Domain rules › Resets). */
  resetOf: ZResetOf.nullable(),
  resetAccountId: ZId.nullable(),
  breaches: z.array(ZBreach),
});
export type TTradingAccountDetail = z.infer<typeof ZTradingAccountDetail>;

// --- The firm's view of its accounts (staff holding accounts.read) ---------------------------------------

/** The trader an account belongs to, as staff read it: name (the email when none was given) and email. */
export const ZStaffAccountTrader = z.object({ id: ZId, name: z.string(), email: z.string() });
export type TStaffAccountTrader = z.infer<typeof ZStaffAccountTrader>;

/**
 * The firm's account list. The front end keeps the same names in its address (docs: Product › Accounts),
 * so a link such as `/organization/accounts?status=breached&breachedToday=true` opens the list filtered.
 */
export const ZStaffAccountListQuery = z.object({
  program: z.enum(PROGRAMS).optional(),
  phase: z.enum(PHASE_KINDS).optional(),
  status: z.enum(STAFF_ACCOUNT_STATUS_FILTERS).optional(),
  platform: z.enum(TRADING_PLATFORMS).optional(),
  /** `true`: only accounts with a breach (not overturned) in the trading day under way. */
  breachedToday: z.enum(['true', 'false']).optional(),
  /** Part of the login, or of the trader's name or email; case does not matter. */
  search: z.string().trim().max(100).optional(),
  sort: z.enum(STAFF_ACCOUNT_SORTS).default('opened'),
  order: z.enum(STAFF_ACCOUNT_SORT_ORDERS).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TStaffAccountListQuery = z.infer<typeof ZStaffAccountListQuery>;

export const ZStaffAccountRow = z.object({
  id: ZId,
  login: z.string(),
  platform: z.enum(TRADING_PLATFORMS),
  program: z.enum(PROGRAMS),
  phaseKind: z.enum(PHASE_KINDS),
  status: z.enum(TRADING_ACCOUNT_STATUSES),
  currency: z.string().length(3),
  /** The size bought. */
  accountSizeMinor: z.number().int(),
  balanceMinor: z.number().int(),
  equityMinor: z.number().int(),
  /** A breach (not overturned) fell in the account's trading day under way. */
  isBreachedToday: z.boolean(),
  openedAt: ZInstant,
  trader: ZStaffAccountTrader,
});
export type TStaffAccountRow = z.infer<typeof ZStaffAccountRow>;

export const ZStaffAccountPage = z.object({
  accounts: z.array(ZStaffAccountRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TStaffAccountPage = z.infer<typeof ZStaffAccountPage>;

/** What the trader's account page reads, as the firm's staff read it: with whose account it is. */
export const ZStaffAccountDetail = ZTradingAccountDetail.extend({ trader: ZStaffAccountTrader });
export type TStaffAccountDetail = z.infer<typeof ZStaffAccountDetail>;

export const ZStaffAccountIdParams = z.object({
  organizationId: z.uuid('Must be an organization id'),
  accountId: z.uuid('Must be an account id'),
});

export const ZDailyStat = z.object({
  dayKey: z.string(),
  startBalanceMinor: z.number().int(),
  startEquityMinor: z.number().int(),
  endBalanceMinor: z.number().int(),
  endEquityMinor: z.number().int(),
  closedProfitMinor: z.number().int(),
  isCounted: z.boolean(),
});
export type TDailyStat = z.infer<typeof ZDailyStat>;

export const ZEquityPoint = z.object({
  at: ZInstant,
  balanceMinor: z.number().int(),
  equityMinor: z.number().int(),
});
export type TEquityPoint = z.infer<typeof ZEquityPoint>;

export const ZAccountHistory = z.object({
  dailyStats: z.array(ZDailyStat),
  equity: z.array(ZEquityPoint),
});
export type TAccountHistory = z.infer<typeof ZAccountHistory>;

export const ZDeal = z.object({
  id: ZId,
  positionId: z.string(),
  symbol: z.string(),
  side: z.enum(TRADE_SIDES),
  /** Lots. */
  volume: z.number(),
  price: z.number(),
  entry: z.enum(['in', 'out']),
  profitMinor: z.number().int(),
  commissionMinor: z.number().int(),
  executedAt: ZInstant,
});
export type TDeal = z.infer<typeof ZDeal>;

export const ZDealPage = z.object({
  deals: z.array(ZDeal),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TDealPage = z.infer<typeof ZDealPage>;

export const ZDealPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** What the account page's live stream sends when the account changes (also the first message). */
export const ZAccountStreamMessage = z.object({
  accountId: ZId,
  snapshot: ZAccountSnapshot,
  account: ZTradingAccountSummary,
});
export type TAccountStreamMessage = z.infer<typeof ZAccountStreamMessage>;

/** The dashboard's recent activity: what happened to the trader's accounts, newest first. */
export const ACTIVITY_KINDS = [
  'account_opened',
  'position_opened',
  'position_closed',
  'objective_met',
  'warning',
  'breach',
  'phase_passed',
  'scaling',
  'resumed',
  'expired',
  'reinstated',
  'closed',
] as const;
export type TActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ZActivity = z.object({
  id: ZId,
  at: ZInstant,
  accountId: ZId,
  login: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** Values for the translated sentence (amounts in minor units, rule names, symbols). */
  values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
});
export type TActivity = z.infer<typeof ZActivity>;

export const ZActivityList = z.object({ activities: z.array(ZActivity) });
export type TActivityList = z.infer<typeof ZActivityList>;
