import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { Order } from '../trading-accounts/index.ts';
import { User } from '../tenancy/index.ts';
import { Coupon } from './coupon.entity.ts';

/**
 * One order's use of a coupon (createdAt is when). Deleted when the order fails or lapses, which gives the
 * use back. traderUseNumber numbers the trader's uses of a coupon with a per-trader limit: two checkouts of
 * one trader at the same moment draw the same number and the unique constraint lets only one of them in,
 * so the limit holds under concurrency on both databases. Null without a per-trader limit (nulls never
 * clash), so a trader's parallel checkouts then never wait on each other.
 */
export const CouponRedemption = defineEntity({
  name: 'CouponRedemption',
  tableName: 'coupon_redemptions',
  uniques: [{ properties: ['coupon', 'user', 'traderUseNumber'] }],
  properties: {
    ...baseProperties(),
    coupon: () => p.manyToOne(Coupon).deleteRule('cascade').index(),
    order: () => p.oneToOne(Order).owner().deleteRule('cascade').unique(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    traderUseNumber: p.integer().nullable(),
  },
});

export type TCouponRedemption = InferEntity<typeof CouponRedemption>;
