import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  ACTIVITY_KINDS,
  BREACH_SEVERITIES,
  DISPUTE_STATUSES,
  LOSS_RULES,
  TRADE_SIDES,
} from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import type { TBreachReport } from './engine/index.ts';
import { TradingAccount } from './trading-account.entity.ts';

/**
 * What an account's history is made of: deals, sampled equity, finished days, breaches and their disputes,
 * phase transitions and the activity feed. Every row hangs off its account; reads are scoped through the
 * account's owner and organization (trading-accounts.service.ts).
 */

/** A platform deal: a position's opening (`in`) or (partial) closing (`out`). */
export const Deal = defineEntity({
  name: 'Deal',
  tableName: 'deals',
  // The platform's deal id, once per account: a repeated feed never books a deal twice.
  uniques: [{ properties: ['account', 'externalId'] }],
  indexes: [{ properties: ['account', 'executedAt'] }],
  properties: {
    ...baseProperties(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade'),
    externalId: p.string().length(120),
    positionId: p.string().length(120),
    symbol: p.string().length(20),
    side: p.enum(TRADE_SIDES),
    volume: p.double(),
    price: p.double(),
    entry: p.enum(['in', 'out'] as const),
    profitMinor: p.integer().default(0),
    commissionMinor: p.integer().default(0),
    executedAt: p.datetime(),
  },
});
export type TDeal = InferEntity<typeof Deal>;

export const EquitySnapshot = defineEntity({
  name: 'EquitySnapshot',
  tableName: 'equity_snapshots',
  indexes: [{ properties: ['account', 'at'] }],
  properties: {
    ...baseProperties(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade'),
    at: p.datetime(),
    balanceMinor: p.integer(),
    equityMinor: p.integer(),
  },
});
export type TEquitySnapshot = InferEntity<typeof EquitySnapshot>;

/** A finished trading day, keyed by its date in the rule set's reset time zone. */
export const DailyStat = defineEntity({
  name: 'DailyStat',
  tableName: 'daily_stats',
  uniques: [{ properties: ['account', 'dayKey'] }],
  properties: {
    ...baseProperties(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade'),
    dayKey: p.string().length(10),
    startBalanceMinor: p.integer(),
    startEquityMinor: p.integer(),
    endBalanceMinor: p.integer(),
    endEquityMinor: p.integer(),
    closedProfitMinor: p.integer(),
    isCounted: p.boolean(),
  },
});
export type TDailyStat = InferEntity<typeof DailyStat>;

/** A broken rule with the engine's report. Never deleted: staff decisions go on its dispute. */
export const Breach = defineEntity({
  name: 'Breach',
  tableName: 'breaches',
  properties: {
    ...baseProperties(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade').index(),
    rule: p.enum(LOSS_RULES),
    severity: p.enum(BREACH_SEVERITIES),
    at: p.datetime(),
    report: p.json<TBreachReport>(),
    /** SHA-256 of the verdict's inputs (rules, prior state, event). */
    inputHash: p.string().length(64),
  },
});
export type TBreach = InferEntity<typeof Breach>;

export const Dispute = defineEntity({
  name: 'Dispute',
  tableName: 'disputes',
  properties: {
    ...baseProperties(),
    // One dispute per breach.
    breach: () => p.oneToOne(Breach).owner().deleteRule('cascade'),
    author: () => p.manyToOne(User).deleteRule('cascade').index(),
    message: p.text(),
    status: p.enum(DISPUTE_STATUSES).default('open').index(),
    resolution: p.text().nullable(),
    resolvedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    resolvedAt: p.datetime().nullable(),
  },
});
export type TDispute = InferEntity<typeof Dispute>;

/** A pass into the next phase (a new account) or an instant account's step up the scaling plan. */
export const PhaseTransition = defineEntity({
  name: 'PhaseTransition',
  tableName: 'phase_transitions',
  properties: {
    ...baseProperties(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade').index(),
    nextAccount: () => p.manyToOne(TradingAccount).nullable().deleteRule('set null'),
    kind: p.enum(['passed', 'scaling'] as const),
    fromPhaseIndex: p.integer(),
    toPhaseIndex: p.integer().nullable(),
    fromLevel: p.integer(),
    toLevel: p.integer(),
    balanceMinor: p.integer(),
    at: p.datetime(),
    inputHash: p.string().length(64),
  },
});
export type TPhaseTransition = InferEntity<typeof PhaseTransition>;

/** The dashboard's feed. `owner` is copied from the account so the feed is one indexed read. */
export const AccountActivity = defineEntity({
  name: 'AccountActivity',
  tableName: 'account_activities',
  indexes: [{ properties: ['owner', 'at'] }],
  properties: {
    ...baseProperties(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade'),
    owner: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.enum(ACTIVITY_KINDS),
    values: p.json<Record<string, number | string | boolean | null>>(),
    at: p.datetime(),
  },
});
export type TAccountActivity = InferEntity<typeof AccountActivity>;
