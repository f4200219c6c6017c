import type { EntityManager } from '@mikro-orm/core';
import type { TCouponPreview, TCouponPreviewRequest } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { findTraderOrganization, Plan } from '../plans/index.ts';
import { quoteCoupon } from './coupon-uses.ts';

/**
 * What a code does to a plan's price before the trader buys: the discount and the price to pay, or the
 * refusal checkout would give. Nothing is held: the order takes its use when it is placed.
 */
export async function previewCoupon({
  em,
  userId,
  input,
  now,
}: {
  em: EntityManager;
  userId: string;
  input: TCouponPreviewRequest;
  now: Date;
}): Promise<TCouponPreview> {
  const organization = await findTraderOrganization(em, userId);
  // Do not loosen: the plan must be the trader's own firm's (another firm's plan is a 404).
  const plan = await em.findOne(Plan, { id: input.planId, organization: organization.id });
  if (plan === null) throw DomainError.notFound('Plan not found');
  const quote = await quoteCoupon(em, {
    organizationId: organization.id,
    userId,
    code: input.code,
    use: { planId: plan.id, listPriceMinor: plan.feeMinor, currency: plan.currency, now },
  });
  return {
    code: quote.coupon.code,
    listPriceMinor: plan.feeMinor,
    discountMinor: quote.discountMinor,
    priceMinor: quote.priceMinor,
    currency: plan.currency,
  };
}
