import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { COUPON_KINDS } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization } from '../tenancy/index.ts';

/**
 * A firm's discount code. Percent coupons take percentOff of the plan's price; fixed ones amountOffMinor
 * (cents, in their currency), never more than the price. usedCount is the number of orders holding a use
 * (paid, or still waiting for payment): it only moves through a conditional UPDATE, so concurrent checkouts
 * never take more than maxUses (coupon-uses.ts).
 */
export const Coupon = defineEntity({
  name: 'Coupon',
  tableName: 'coupons',
  // One code per firm whatever its letter case: codeKey is the code in lower case.
  uniques: [{ properties: ['organization', 'codeKey'] }],
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    /** As the firm wrote it, shown to traders and on orders. */
    code: p.string().length(40),
    /** The code in lower case: how a trader's entry is matched, in any case. */
    codeKey: p.string().length(40),
    kind: p.enum(COUPON_KINDS),
    percentOff: p.integer().nullable(),
    amountOffMinor: p.integer().nullable(),
    /** A fixed coupon's currency: it applies to plans sold in it only. */
    currency: p.string().length(3).nullable(),
    /** The firm's plans it applies to; empty: every plan. */
    planIds: p.json<string[]>(),
    startsAt: p.datetime(),
    endsAt: p.datetime().nullable(),
    maxUses: p.integer().nullable(),
    maxUsesPerTrader: p.integer().nullable(),
    usedCount: p.integer().default(0),
    active: p.boolean().default(true),
  },
});

export type TCoupon = InferEntity<typeof Coupon>;
