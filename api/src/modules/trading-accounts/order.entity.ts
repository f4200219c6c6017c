import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ORDER_STATUSES, PROGRAMS, TRADING_PLATFORMS } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization, User } from '../tenancy/index.ts';
import { Plan, RuleSet } from '../plans/index.ts';

/**
 * A trader's purchase of a plan. The price, size and rule-set version are copied at creation, so
 * a later change to the plan never changes what was bought. priceMinor is what the trader pays, after any coupon. pending → paid → refunded, or pending → failed.
 */
export const Order = defineEntity({
  name: 'Order',
  tableName: 'orders',
  // A retried checkout request (same key) answers the order it created the first time.
  uniques: [{ properties: ['user', 'idempotencyKey'] }, { properties: ['provider', 'providerReference'] }],
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    plan: () => p.manyToOne(Plan).deleteRule('restrict'),
    ruleSet: () => p.manyToOne(RuleSet).deleteRule('restrict'),
    program: p.enum(PROGRAMS),
    accountSizeMinor: p.integer(),
    priceMinor: p.integer(),
    currency: p.string().length(3),
    platform: p.enum(TRADING_PLATFORMS),
    status: p.enum(ORDER_STATUSES).default('pending').index(),
    provider: p.string().length(40),
    /** The provider's id of the payment (the sandbox's own reference). */
    providerReference: p.string().length(120),
    idempotencyKey: p.string().length(100),
    paidAt: p.datetime().nullable(),
    failedAt: p.datetime().nullable(),
    /** The provider's page where the buyer pays (a Stripe Checkout Session's url); null for the sandbox. */
    paymentUrl: p.text().nullable(),
    /** Why the provider failed the payment, in its words (a card error's message, 'expired'). */
    failureReason: p.string().length(500).nullable(),
    /** The coupon the trader entered, as the firm wrote it; null without one. */
    couponCode: p.string().length(40).nullable(),
    /** What the coupon took off the plan's price: the plan's price is priceMinor + discountMinor. */
    discountMinor: p.integer().default(0),
    // A reset order's link lives in account_resets (account-reset.entity.ts, which can point at both
    // tables); these read it with the order, in the same statement, so code that holds an order knows
    // without a query of its own (docs: Domain rules › Resets).
    /** The failed account this order resets; null for a plan bought anew. */
    resetOfAccountId: p
      .uuid()
      .formula((cols) => `(select r.failed_account_id from account_resets r where r.order_id = ${cols.id})`)
      .nullable(),
    resetOfLogin: p
      .string()
      .formula(
        (cols) =>
          '(select t.login from account_resets r join trading_accounts t on t.id = r.failed_account_id ' +
          `where r.order_id = ${cols.id})`,
      )
      .nullable(),
    /** The account that already reset the failed account this order resets, whichever order paid for it. */
    resetTakenByAccountId: p
      .uuid()
      .formula(
        (cols) =>
          '(select t.id from account_resets r join trading_accounts t on t.reset_of_id = r.failed_account_id ' +
          `where r.order_id = ${cols.id})`,
      )
      .nullable(),
  },
});

export type TOrder = InferEntity<typeof Order>;
