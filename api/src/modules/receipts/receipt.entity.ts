import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PROGRAMS } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { EMAIL_MAX_LENGTH, Organization, User } from '../tenancy/index.ts';
import { Order } from '../trading-accounts/index.ts';

/**
 * What a trader paid for an order, written once when the payment is recorded and never changed: the
 * amounts, the firm's tax rate, the firm's and the trader's names and the address as they were that day,
 * so a later rename, price change or new rate never rewrites a receipt already sent (receipt-issuance.ts).
 */
export const Receipt = defineEntity({
  name: 'Receipt',
  tableName: 'receipts',
  // Do not loosen: one number per receipt within a firm (receipt-book.entity.ts hands them out).
  uniques: [{ properties: ['organization', 'sequence'] }],
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    // Do not loosen: one receipt per order, however often the payment's event is handled.
    order: () => p.manyToOne(Order).deleteRule('cascade').unique(),
    /** The firm's running number, printed as formatReceiptNumber (R-000042). */
    sequence: p.integer(),
    issuedAt: p.datetime(),
    organizationName: p.string().length(200),
    traderName: p.string().length(201),
    traderEmail: p.string().length(EMAIL_MAX_LENGTH),
    program: p.enum(PROGRAMS),
    accountSizeMinor: p.integer(),
    listPriceMinor: p.integer(),
    couponCode: p.string().length(40).nullable(),
    discountMinor: p.integer(),
    amountPaidMinor: p.integer(),
    currency: p.string().length(3),
    taxRateBasisPoints: p.integer().nullable(),
    taxMinor: p.integer().nullable(),
  },
});

export type TReceipt = InferEntity<typeof Receipt>;
