import type { TCouponPreview } from '@propdesk/shared/contracts';
import { COUPON_ERROR_CODES, type TCouponErrorCode } from '@propdesk/shared/domain/coupons.ts';
import { errorCodeOf } from '../../../lib/api-error.ts';

/** What an applied code does to one plan: its discounted price, or the api's refusal, or not known yet. */
export type TPlanCoupon =
  | { state: 'checking' }
  | { state: 'applied'; preview: TCouponPreview }
  | { state: 'refused'; text: TCouponRefusalText };

/** The text (namespace `trader-plans`) of each reason a code does not apply, and of a check that failed. */
const REFUSAL_TEXTS = {
  [COUPON_ERROR_CODES.invalid]: 'coupon.refusals.invalid',
  [COUPON_ERROR_CODES.notStarted]: 'coupon.refusals.notStarted',
  [COUPON_ERROR_CODES.expired]: 'coupon.refusals.expired',
  [COUPON_ERROR_CODES.otherPlan]: 'coupon.refusals.otherPlan',
  [COUPON_ERROR_CODES.usedUp]: 'coupon.refusals.usedUp',
  [COUPON_ERROR_CODES.traderLimit]: 'coupon.refusals.traderLimit',
} as const satisfies Record<TCouponErrorCode, string>;

export type TCouponRefusalText = (typeof REFUSAL_TEXTS)[TCouponErrorCode] | 'coupon.checkFailed';

/** The words for an api error about a code; null when the error is not about the code. */
export function couponRefusalTextOf(error: unknown): TCouponRefusalText | null {
  const code = errorCodeOf(error);
  return code !== null && code in REFUSAL_TEXTS ? REFUSAL_TEXTS[code as TCouponErrorCode] : null;
}

/** One plan's coupon state from its preview query. */
export function planCouponOf(query: {
  data: TCouponPreview | undefined;
  error: unknown;
  isPending: boolean;
}): TPlanCoupon {
  if (query.data !== undefined) return { state: 'applied', preview: query.data };
  if (query.isPending) return { state: 'checking' };
  return { state: 'refused', text: couponRefusalTextOf(query.error) ?? 'coupon.checkFailed' };
}

/**
 * What the code field says about the code as a whole: checking, applied to at least one plan, or the
 * refusal every plan gave (the first one's, as a code's validity, dates and limits are the same for all).
 */
export function codeStatusOf(
  coupons: readonly TPlanCoupon[],
): { state: 'checking' } | { state: 'applied' } | { state: 'refused'; text: TCouponRefusalText } | null {
  if (coupons.length === 0) return null;
  if (coupons.some((coupon) => coupon.state === 'applied')) return { state: 'applied' };
  const refused = coupons.find((coupon) => coupon.state === 'refused');
  if (coupons.some((coupon) => coupon.state === 'checking') || refused?.state !== 'refused') {
    return { state: 'checking' };
  }
  return { state: 'refused', text: refused.text };
}
