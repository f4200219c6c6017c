/**
 * What other modules may use of coupons: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { CouponRedemption, type TCouponRedemption } from './coupon-redemption.entity.ts';
export { Coupon, type TCoupon } from './coupon.entity.ts';
export {
  claimCouponUse,
  isTraderUseCollision,
  quoteCoupon,
  reclaimCouponUse,
  releaseCouponUse,
  type TCouponQuote,
} from './coupon-uses.ts';
