import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  PHASE_KINDS,
  PROGRAMS,
  TRADING_ACCOUNT_STATUSES,
  TRADING_PLATFORMS,
  type TRuleSetData,
} from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import type { TAccountState } from '../../engine/index.ts';
import { Organization, User } from '../tenancy/index.ts';
import { Order } from './order.entity.ts';
import { Plan, RuleSet } from '../plans/index.ts';

/**
 * A trader's account in one phase. Each phase is its own account: a pass
 * opens the next phase's account, linked by `previousAccount`. The rules are frozen at purchase: the rule
 * set's version and a copy of its data, which the engine reads and nothing ever rewrites.
 *
 * `engineState` is the engine's whole state; `revision` grows by one with every write of it and is the
 * compare-and-set that serializes evaluations (account-evaluation.ts). The figures beside it (status,
 * balance, equity, nextResetAt) are copies for listing and for the reset scheduler's index.
 */
export const TradingAccount = defineEntity({
  name: 'TradingAccount',
  tableName: 'trading_accounts',
  uniques: [{ properties: ['platform', 'login'] }],
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    owner: () => p.manyToOne(User).deleteRule('cascade').index(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    plan: () => p.manyToOne(Plan).deleteRule('restrict'),
    ruleSet: () => p.manyToOne(RuleSet).deleteRule('restrict'),
    ruleSetVersion: p.integer(),
    rules: p.json<TRuleSetData>(),
    program: p.enum(PROGRAMS),
    phaseIndex: p.integer(),
    phaseKind: p.enum(PHASE_KINDS),
    previousAccount: () => p.manyToOne(TradingAccount).nullable().deleteRule('set null'),
    /**
     * The failed account a paid reset replaced (docs: Domain rules › Resets). Do not loosen: unique, so a
     * failed account is reset into one account at most, whatever the number of reset orders paid for it.
     */
    resetOf: () => p.manyToOne(TradingAccount).nullable().deleteRule('set null').unique(),
    status: p.enum(TRADING_ACCOUNT_STATUSES).default('active').index(),
    platform: p.enum(TRADING_PLATFORMS),
    login: p.string().length(40),
    currency: p.string().length(3),
    /** The size bought; a scaled instant account's current size is in the engine state. */
    accountSizeMinor: p.integer(),
    balanceMinor: p.integer(),
    equityMinor: p.integer(),
    engineState: p.json<TAccountState>(),
    revision: p.integer().default(0),
    /** The next daily reset of a live account; the scheduler finds accounts due by it. */
    nextResetAt: p.datetime().nullable().index(),
    lastEventAt: p.datetime().nullable(),
    /** The last equity point kept for the chart (they are sampled, not one per tick). */
    equitySampledAt: p.datetime().nullable(),
    endedAt: p.datetime().nullable(),
  },
});

export type TTradingAccount = InferEntity<typeof TradingAccount>;
