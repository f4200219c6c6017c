import type { EntityManager } from '@mikro-orm/core';
import { Coupon } from '../modules/coupons/coupon.entity.ts';
import { DEFAULT_ORGANIZATION_SLUG } from '../modules/tenancy/organization.constants.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';

/** The default firm's demo discount code, documented for trying checkout (docs: Product › Coupons). */
export const DEMO_COUPON_CODE = 'WELCOME10';

/**
 * The default firm's Coupons tab and the traders' discount code: WELCOME10, 10 % off every plan from
 * `now`, once per trader, with no end and no total limit.
 */
export async function seedDemoCoupons(em: EntityManager, { now }: { now: number }): Promise<void> {
  const organization = await em.findOneOrFail(Organization, { slug: DEFAULT_ORGANIZATION_SLUG });
  em.create(Coupon, {
    organization,
    code: DEMO_COUPON_CODE,
    codeKey: DEMO_COUPON_CODE.toLowerCase(),
    kind: 'percent',
    percentOff: 10,
    amountOffMinor: null,
    currency: null,
    planIds: [],
    startsAt: new Date(now),
    endsAt: null,
    maxUses: null,
    maxUsesPerTrader: 1,
    usedCount: 0,
    active: true,
  });
  await em.flush();
}
