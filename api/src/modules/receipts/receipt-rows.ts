import type { EntityManager } from '@mikro-orm/core';
import {
  formatReceiptNumber,
  type TBrandLogoType,
  type TLanguage,
  type TProgram,
  type TReceipt,
  type TReceiptPage,
} from '@propdesk/shared/contracts';
import { epochMsOf, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';

const RECEIPT_FIELDS =
  'r.id, r.sequence, r.issued_at, r.organization_name, r.program, r.account_size_minor, r.list_price_minor, ' +
  'r.coupon_code, r.discount_minor, r.amount_paid_minor, r.currency, r.tax_rate_basis_points, r.tax_minor';

type TReceiptRow = {
  id: string;
  sequence: unknown;
  issued_at: unknown;
  organization_name: string;
  program: TProgram;
  account_size_minor: unknown;
  list_price_minor: unknown;
  coupon_code: string | null;
  discount_minor: unknown;
  amount_paid_minor: unknown;
  currency: string;
  tax_rate_basis_points: unknown;
  tax_minor: unknown;
};

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : numberOf(value));

function toReceipt(row: TReceiptRow): TReceipt {
  return {
    id: row.id,
    number: formatReceiptNumber(numberOf(row.sequence)),
    issuedAt: new Date(epochMsOf(row.issued_at) ?? 0).toISOString(),
    organizationName: row.organization_name,
    program: row.program,
    accountSizeMinor: numberOf(row.account_size_minor),
    listPriceMinor: numberOf(row.list_price_minor),
    couponCode: row.coupon_code,
    discountMinor: numberOf(row.discount_minor),
    amountPaidMinor: numberOf(row.amount_paid_minor),
    currency: row.currency,
    taxRateBasisPoints: nullableNumber(row.tax_rate_basis_points),
    taxMinor: nullableNumber(row.tax_minor),
  };
}

/**
 * One page of the trader's own receipts, newest first, with the total, in one statement; a second only
 * when the page is past the end (no row to carry the count). Do not loosen: scoped by the owner, so no
 * one lists another trader's receipts.
 */
export async function readOwnReceiptPage(
  em: EntityManager,
  { ownerId, page, pageSize }: { ownerId: string; page: number; pageSize: number },
): Promise<TReceiptPage> {
  const rows = await queryRows<TReceiptRow & { total: unknown }>(
    em,
    `select ${RECEIPT_FIELDS}, count(*) over () as total from receipts r where r.user_id = ? ` +
      'order by r.issued_at desc, r.id desc limit ? offset ?',
    [ownerId, pageSize, (page - 1) * pageSize],
  );
  const total =
    rows[0]?.total ??
    (
      await queryRows<{ total: unknown }>(em, 'select count(*) as total from receipts where user_id = ?', [
        ownerId,
      ])
    )[0]?.total ??
    0;
  return { receipts: rows.map(toReceipt), total: numberOf(total), page, pageSize };
}

/** Everything a receipt's PDF prints: the receipt as issued, its holder, and the firm's brand today. */
export type TPrintableReceipt = TReceipt & {
  traderName: string;
  traderEmail: string;
  language: TLanguage;
  colors: { primary: string; text: string };
  /** The logo the firm uploaded: where its bytes are kept and their type; null without one. */
  logo: { key: string; contentType: TBrandLogoType } | null;
};

type TPrintableRow = TReceiptRow & {
  trader_name: string;
  trader_email: string;
  language: TLanguage | null;
  primary_color: string;
  text_color: string;
  logo_key: string | null;
  logo_content_type: TBrandLogoType | null;
};

/**
 * One of the owner's receipts with what its PDF needs, in one statement; null when the owner has no such
 * receipt. Do not loosen: the owner is part of the query, so another trader's receipt (of another firm or
 * the same) answers null, a 404, exactly like one that does not exist.
 */
export async function readOwnPrintableReceipt(
  em: EntityManager,
  { ownerId, receiptId }: { ownerId: string; receiptId: string },
): Promise<TPrintableReceipt | null> {
  const [row] = await queryRows<TPrintableRow>(
    em,
    `select ${RECEIPT_FIELDS}, r.trader_name, r.trader_email, p.language, o.primary_color, o.text_color, ` +
      'o.logo_key, o.logo_content_type from receipts r join organizations o on o.id = r.organization_id ' +
      'left join profiles p on p.user_id = r.user_id where r.id = ? and r.user_id = ?',
    [receiptId, ownerId],
  );
  if (row === undefined) return null;
  return {
    ...toReceipt(row),
    traderName: row.trader_name,
    traderEmail: row.trader_email,
    language: row.language ?? 'en',
    colors: { primary: row.primary_color, text: row.text_color },
    logo:
      row.logo_key === null || row.logo_content_type === null
        ? null
        : { key: row.logo_key, contentType: row.logo_content_type },
  };
}
