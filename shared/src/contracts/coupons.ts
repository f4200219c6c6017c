import { z } from 'zod';
import { COUPON_CODE_PATTERN, COUPON_KINDS, COUPON_LIMITS } from '../domain/coupons.ts';

export * from '../domain/coupons.ts';

/** A firm's discount codes (staff manage them in its settings) and the trader's check at checkout. */

const ZInstant = z.iso.datetime();
const ZLimit = z.number().int().min(1).max(COUPON_LIMITS.maxUses).nullable();

export const ZCouponCode = z
  .string()
  .trim()
  .min(COUPON_LIMITS.codeMinLength, `At least ${COUPON_LIMITS.codeMinLength} characters`)
  .max(COUPON_LIMITS.codeMaxLength, `At most ${COUPON_LIMITS.codeMaxLength} characters`)
  .regex(COUPON_CODE_PATTERN, 'Letters, digits, - and _ only');

/**
 * A coupon as staff write it. A percent coupon carries percentOff (1–100), a fixed one amountOffMinor
 * (cents) and its currency; the other field is null. No plan chosen means every plan of the firm.
 */
export const ZCouponInput = z
  .object({
    code: ZCouponCode,
    kind: z.enum(COUPON_KINDS),
    percentOff: z.number().int().min(1, 'From 1 to 100').max(100, 'From 1 to 100').nullable(),
    amountOffMinor: z.number().int().min(1).max(COUPON_LIMITS.maxAmountOffMinor).nullable(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'A three-letter currency code such as USD')
      .nullable(),
    planIds: z.array(z.uuid()).max(100),
    startsAt: ZInstant,
    endsAt: ZInstant.nullable(),
    maxUses: ZLimit,
    maxUsesPerTrader: ZLimit,
    active: z.boolean(),
  })
  .superRefine((coupon, context) => {
    const isPercent = coupon.kind === 'percent';
    if (isPercent && coupon.percentOff === null)
      context.addIssue({ code: 'custom', path: ['percentOff'], message: 'Enter the percentage off' });
    if (!isPercent && coupon.amountOffMinor === null)
      context.addIssue({ code: 'custom', path: ['amountOffMinor'], message: 'Enter the amount off' });
    if (!isPercent && coupon.currency === null)
      context.addIssue({ code: 'custom', path: ['currency'], message: 'Choose the currency' });
    if (coupon.endsAt !== null && Date.parse(coupon.endsAt) <= Date.parse(coupon.startsAt))
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must come after the start' });
  });
export type TCouponInput = z.infer<typeof ZCouponInput>;

export const ZCoupon = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percentOff: z.number().int().nullable(),
  amountOffMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** Empty: every plan of the firm. */
  planIds: z.array(z.uuid()),
  startsAt: ZInstant,
  endsAt: ZInstant.nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerTrader: z.number().int().nullable(),
  /** Orders holding a use: paid ones and those still waiting for payment. */
  usedCount: z.number().int(),
  active: z.boolean(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type TCoupon = z.infer<typeof ZCoupon>;

export const ZOrganizationCouponsParams = z.object({ organizationId: z.uuid() });
export const ZOrganizationCouponParams = z.object({ organizationId: z.uuid(), couponId: z.uuid() });

export const ZCouponListQuery = z.object({
  /** Part of the code, any letter case. */
  search: z.string().trim().max(COUPON_LIMITS.codeMaxLength).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TCouponListQuery = z.input<typeof ZCouponListQuery>;

export const ZCouponPage = z.object({
  coupons: z.array(ZCoupon),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TCouponPage = z.infer<typeof ZCouponPage>;

/** The trader's check of a code for a plan before buying it. */
export const ZCouponPreviewRequest = z.object({
  planId: z.uuid('Choose a plan'),
  code: z.string().trim().min(1, 'Enter a code').max(COUPON_LIMITS.codeMaxLength),
});
export type TCouponPreviewRequest = z.infer<typeof ZCouponPreviewRequest>;

export const ZCouponPreview = z.object({
  /** The code as the firm wrote it. */
  code: z.string(),
  /** The plan's price before the coupon. */
  listPriceMinor: z.number().int(),
  discountMinor: z.number().int(),
  /** What the trader pays: listPriceMinor − discountMinor, never below 0. */
  priceMinor: z.number().int(),
  currency: z.string().length(3),
});
export type TCouponPreview = z.infer<typeof ZCouponPreview>;
