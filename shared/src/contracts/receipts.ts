import { z } from 'zod';
import { PROGRAMS } from '../domain/plans.ts';
import { TAX_RATE_LIMITS } from '../domain/receipts.ts';

export * from '../domain/receipts.ts';

/** Receipts of paid orders. Money in integer minor units (cents), instants as ISO strings. */

const ZInstant = z.iso.datetime();

/** One receipt as the trader reads it: what was paid, as it was on the day. */
export const ZReceipt = z.object({
  id: z.uuid(),
  /** Formatted (`R-000042`); unique within the firm. */
  number: z.string(),
  issuedAt: ZInstant,
  organizationName: z.string(),
  program: z.enum(PROGRAMS),
  accountSizeMinor: z.number().int(),
  /** The plan's price before any coupon. */
  listPriceMinor: z.number().int(),
  couponCode: z.string().nullable(),
  discountMinor: z.number().int(),
  /** What the trader paid, tax included. */
  amountPaidMinor: z.number().int(),
  currency: z.string().length(3),
  /** The firm's tax rate when the receipt was issued; null when it had none (no tax line). */
  taxRateBasisPoints: z.number().int().nullable(),
  /** The tax included in amountPaidMinor; null without a rate. */
  taxMinor: z.number().int().nullable(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZReceiptPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TReceiptPageQuery = z.input<typeof ZReceiptPageQuery>;

export const ZReceiptPage = z.object({
  receipts: z.array(ZReceipt),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TReceiptPage = z.infer<typeof ZReceiptPage>;

export const ZReceiptIdParams = z.object({ receiptId: z.uuid('Must be a receipt id') });

export const ZOrganizationTaxRateParams = z.object({ organizationId: z.uuid() });

/** The firm's tax rate, printed on its receipts (prices are tax-inclusive); null for none. */
export const ZTaxRate = z.object({
  taxRateBasisPoints: z
    .number()
    .int('Use whole basis points (21 % is 2100)')
    .min(TAX_RATE_LIMITS.minBasisPoints, 'The rate must be above 0 %')
    .max(TAX_RATE_LIMITS.maxBasisPoints, 'The rate cannot be above 100 %')
    .nullable(),
});
export type TTaxRate = z.infer<typeof ZTaxRate>;
