import type { EntityManager } from '@mikro-orm/core';
import type { TResetAvailability, TRuleSetData, TTradingPlatform } from '@propdesk/shared/contracts';
import { DateTime } from 'luxon';
import { numberOf, selectRows } from '../../db/sql-rows.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { IN_FORCE_SQL, resetPriceOf } from '../plans/index.ts';
import { TradingAccount } from '../trading-accounts/index.ts';

/**
 * Whether one of the trader's accounts can be reset now, read in one statement: the account, its plan's
 * offer, whether its program has rules in force, and whether a reset was already paid for it.
 */
const RESET_ELIGIBILITY_SQL =
  'select a.id, a.status, a.ended_at, a.updated_at, a.rules, a.currency, a.login, a.platform, ' +
  'a.organization_id, a.plan_id, p.fee_minor as plan_fee_minor, ' +
  'case when p.active then 1 else 0 end as plan_on_sale, ' +
  'p.reset_price_minor as plan_reset_price_minor, p.reset_discount_percent as plan_reset_discount_percent, ' +
  'p.reset_window_days as plan_reset_window_days, ' +
  '(select n.id from trading_accounts n where n.reset_of_id = a.id) as reset_account_id, ' +
  "case when exists (select 1 from account_resets x join orders o on o.id = x.order_id and o.status = 'paid' " +
  'where x.failed_account_id = a.id) then 1 else 0 end as has_paid_reset, ' +
  'case when exists (select 1 from rule_sets r where r.organization_id = a.organization_id ' +
  `and r.program = a.program and ${IN_FORCE_SQL}) then 1 else 0 end as has_rules_in_force ` +
  'from trading_accounts a join plans p on p.id = a.plan_id where a.id = ? and a.owner_id = ?';

export type TResetEligibility = {
  availability: TResetAvailability;
  account: {
    id: string;
    login: string;
    platform: TTradingPlatform;
    currency: string;
    organizationId: string;
    planId: string;
  };
  planFeeMinor: number;
  /** What the reset costs now; null when the plan offers none. */
  priceMinor: number | null;
  /** The first instant the offer is gone; null when the plan offers none. */
  availableUntil: Date | null;
  resetAccountId: string | null;
};

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : numberOf(value);
}

function idOf(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError('Expected an id column');
  return value;
}

/**
 * The end of the offer: windowDays calendar days after the day of the failure, counted in the time zone
 * of the account's daily reset (its frozen rules always name one), and over at the midnight that ends the
 * last of them. A failure at 23:30 Prague on the 3rd with 7 days offers the reset until 00:00 on the 11th
 * (docs: Domain rules › Resets).
 */
export function resetWindowEnd(failedAt: Date, rules: Pick<TRuleSetData, 'reset'>, windowDays: number): Date {
  const failureDay = DateTime.fromJSDate(failedAt, { zone: rules.reset.timeZone }).startOf('day');
  return failureDay.plus({ days: windowDays + 1 }).toJSDate();
}

/**
 * Reads whether the trader's own account can be reset at `now`. Do not loosen: scoped by the owner, so
 * another trader's account (or another firm's) is a 404 exactly like an id that does not exist.
 */
export async function readResetEligibility(
  em: EntityManager,
  { userId, accountId, now }: { userId: string; accountId: string; now: Date },
): Promise<TResetEligibility> {
  const [row] = await selectRows(em, TradingAccount, {
    sql: RESET_ELIGIBILITY_SQL,
    params: [now, accountId, userId],
    properties: ['id', 'status', 'endedAt', 'updatedAt', 'rules', 'currency', 'login', 'platform'],
  });
  if (row === undefined) throw DomainError.notFound('Trading account not found');
  const plan = {
    feeMinor: numberOf(row['plan_fee_minor']),
    resetPriceMinor: nullableNumber(row['plan_reset_price_minor']),
    resetDiscountPercent: nullableNumber(row['plan_reset_discount_percent']),
    resetWindowDays: nullableNumber(row['plan_reset_window_days']),
  };
  const priceMinor = resetPriceOf(plan);
  const availableUntil =
    priceMinor === null || plan.resetWindowDays === null
      ? null
      : resetWindowEnd(row.endedAt ?? row.updatedAt, row.rules, plan.resetWindowDays);
  const resetAccountId = typeof row['reset_account_id'] === 'string' ? row['reset_account_id'] : null;
  const availability = ((): TResetAvailability => {
    if (row.status !== 'failed') return 'not_failed';
    if (resetAccountId !== null || numberOf(row['has_paid_reset']) > 0) return 'already_reset';
    if (priceMinor === null || availableUntil === null) return 'not_offered';
    if (now >= availableUntil) return 'window_over';
    if (numberOf(row['plan_on_sale']) === 0 || numberOf(row['has_rules_in_force']) === 0)
      return 'plan_unavailable';
    return 'available';
  })();
  return {
    availability,
    account: {
      id: row.id,
      login: row.login,
      platform: row.platform,
      currency: row.currency,
      // Relations come back under their property names as ids.
      organizationId: idOf(row['organization']),
      planId: idOf(row['plan']),
    },
    planFeeMinor: plan.feeMinor,
    priceMinor,
    availableUntil,
    resetAccountId,
  };
}

const REFUSALS: Record<Exclude<TResetAvailability, 'available'>, string> = {
  not_failed: 'Only a failed account can be reset',
  not_offered: 'This plan offers no reset',
  window_over: 'The reset offer for this account has ended',
  plan_unavailable: 'This plan is not on sale at the moment, so it cannot be reset',
  already_reset: 'A reset was already paid for this account',
};

/** The refusal of a reset that is not available; `details.reason` says which, for the front end. */
export function resetRefusal(availability: Exclude<TResetAvailability, 'available'>): DomainError {
  return DomainError.conflict(REFUSALS[availability], { reason: availability });
}
