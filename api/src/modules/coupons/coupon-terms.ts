import { COUPON_ERROR_CODES } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TCoupon } from './coupon.entity.ts';

/** What a coupon's terms are checked against: the plan bought, its price, and when. */
export type TCouponUse = {
  planId: string;
  listPriceMinor: number;
  currency: string;
  now: Date;
};

type TCouponTerms = Pick<
  TCoupon,
  | 'active'
  | 'startsAt'
  | 'endsAt'
  | 'planIds'
  | 'kind'
  | 'percentOff'
  | 'amountOffMinor'
  | 'currency'
  | 'maxUses'
  | 'usedCount'
>;

/** A code the firm never issued, or took off offer: the same answer, so codes cannot be probed. */
export function invalidCodeRefusal(): DomainError {
  return new DomainError(COUPON_ERROR_CODES.invalid, 'This code is not valid');
}

/**
 * The refusal a coupon's own terms give this use, in the order a trader can act on them: a code that is
 * not on offer, then its dates, its plans, and last whether uses remain (a limit reached says nothing
 * about whether the code would fit). Null: the terms allow it.
 */
export function termsRefusalOf(coupon: TCouponTerms, use: TCouponUse): DomainError | null {
  if (!coupon.active) return invalidCodeRefusal();
  if (use.now.getTime() < coupon.startsAt.getTime()) {
    return new DomainError(COUPON_ERROR_CODES.notStarted, 'This code is not active yet');
  }
  if (coupon.endsAt !== null && coupon.endsAt !== undefined && use.now.getTime() >= coupon.endsAt.getTime()) {
    return new DomainError(COUPON_ERROR_CODES.expired, 'This code has expired');
  }
  const isOtherPlan = coupon.planIds.length > 0 && !coupon.planIds.includes(use.planId);
  const isOtherCurrency = coupon.kind === 'fixed' && coupon.currency !== use.currency;
  if (isOtherPlan || isOtherCurrency) {
    return new DomainError(COUPON_ERROR_CODES.otherPlan, 'This code does not apply to this plan');
  }
  if (coupon.maxUses !== null && coupon.maxUses !== undefined && coupon.usedCount >= coupon.maxUses) {
    return new DomainError(COUPON_ERROR_CODES.usedUp, 'This code has been used up');
  }
  return null;
}

/**
 * What the coupon takes off a price, in cents: a percentage rounded to the nearest cent (half up), or the
 * fixed amount; never more than the price, so the price to pay is never negative.
 */
export function discountOf(
  coupon: Pick<TCoupon, 'kind' | 'percentOff' | 'amountOffMinor'>,
  listPriceMinor: number,
): number {
  const off =
    coupon.kind === 'percent'
      ? Math.round(((coupon.percentOff ?? 0) * listPriceMinor) / 100)
      : (coupon.amountOffMinor ?? 0);
  return Math.min(Math.max(off, 0), listPriceMinor);
}
