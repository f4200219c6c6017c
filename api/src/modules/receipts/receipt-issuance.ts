import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { formatReceiptNumber, type TProgram } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { epochMsOf, insertRowsSkippingConflicts, placeholders, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import { publishEvent, type TEventConsumer } from '../events/index.ts';
import { publishNotification } from '../notifications/index.ts';
import { takeReceiptNumbers } from './receipt-numbers.ts';
import { includedTaxMinor } from './receipt-tax.ts';

/** The event a paid order leaves for its receipt, in the payment's own transaction. */
const RECEIPT_DUE = 'order_receipt_due';
const ZReceiptDue = z.object({ orderId: z.uuid() });

/**
 * Asks for the paid order's receipt in the payment's transaction: the request is written with the payment
 * or not at all, and the receipts consumer issues it once that committed. Its number is taken there,
 * apart from the payment, so a firm's counter is never held while a payment opens its account.
 */
export function requestReceipt(tx: EntityManager, order: { readonly id: string }): void {
  publishEvent(tx, { type: RECEIPT_DUE, payload: { orderId: order.id } });
}

type TPaidOrderRow = {
  id: string;
  organization_id: string;
  user_id: string;
  program: TProgram;
  account_size_minor: unknown;
  price_minor: unknown;
  discount_minor: unknown;
  coupon_code: string | null;
  currency: string;
  paid_at: unknown;
  organization_name: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
};

const RECEIPT_COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'created_at', type: 'datetime' },
  { name: 'updated_at', type: 'datetime' },
  { name: 'organization_id', type: 'uuid' },
  { name: 'user_id', type: 'uuid' },
  { name: 'order_id', type: 'uuid' },
  { name: 'sequence', type: 'integer' },
  { name: 'issued_at', type: 'datetime' },
  { name: 'organization_name', type: 'text' },
  { name: 'trader_name', type: 'text' },
  { name: 'trader_email', type: 'text' },
  { name: 'program', type: 'text' },
  { name: 'account_size_minor', type: 'integer' },
  { name: 'list_price_minor', type: 'integer' },
  { name: 'coupon_code', type: 'text' },
  { name: 'discount_minor', type: 'integer' },
  { name: 'amount_paid_minor', type: 'integer' },
  { name: 'currency', type: 'text' },
  { name: 'tax_rate_basis_points', type: 'integer' },
  { name: 'tax_minor', type: 'integer' },
] as const;

/** A receipt about to be written, with what its notification says. */
type TPlannedReceipt = {
  readonly id: string;
  readonly order: TPaidOrderRow;
  readonly sequence: number;
  readonly issuedAt: Date;
  readonly listPriceMinor: number;
  readonly discountMinor: number;
  readonly amountPaidMinor: number;
  readonly taxRateBasisPoints: number | null;
  readonly taxMinor: number | null;
};

/** The receipts of one firm's orders, numbered from `first` in the order they were paid. */
function planFirmReceipts(
  orders: readonly TPaidOrderRow[],
  { first, taxRateBasisPoints }: { first: number; taxRateBasisPoints: number | null },
): TPlannedReceipt[] {
  return orders.map((order, index) => {
    const amountPaidMinor = numberOf(order.price_minor);
    const discountMinor = numberOf(order.discount_minor);
    return {
      id: randomUUID(),
      order,
      sequence: first + index,
      issuedAt: new Date(epochMsOf(order.paid_at) ?? Date.now()),
      // The order keeps what was paid and what the coupon took off: the plan's price is their sum.
      listPriceMinor: amountPaidMinor + discountMinor,
      discountMinor,
      amountPaidMinor,
      taxRateBasisPoints,
      taxMinor: taxRateBasisPoints === null ? null : includedTaxMinor(amountPaidMinor, taxRateBasisPoints),
    };
  });
}

/**
 * Issues the receipts of paid orders that have none yet: numbers taken per firm, the firm's rate and the
 * trader's name and address read now and kept, and a `receipt_issued` notification (bell and mail) for
 * each receipt written, in the same transaction. Answers how many were written. An order not paid, or
 * already receipted, issues nothing; the unique order skips one written meanwhile by another instance.
 * `isQuiet` writes the receipts without telling anyone: demo data, whose orders were paid in the past.
 */
export async function issueReceipts(
  tx: EntityManager,
  orderIds: readonly string[],
  { isQuiet = false }: { isQuiet?: boolean } = {},
): Promise<number> {
  if (orderIds.length === 0) return 0;
  const orders = await queryRows<TPaidOrderRow>(
    tx,
    'select o.id, o.organization_id, o.user_id, o.program, o.account_size_minor, o.price_minor, ' +
      'o.discount_minor, o.coupon_code, o.currency, o.paid_at, org.name as organization_name, u.email, ' +
      'p.first_name, p.last_name from orders o join organizations org on org.id = o.organization_id ' +
      'join users u on u.id = o.user_id left join profiles p on p.user_id = o.user_id ' +
      `where o.id in (${placeholders(orderIds.length)}) and o.paid_at is not null ` +
      'and not exists (select 1 from receipts r where r.order_id = o.id) order by o.paid_at asc, o.id asc',
    orderIds,
  );
  const now = new Date();
  const byFirm = Map.groupBy(orders, (order) => order.organization_id);
  const planned: TPlannedReceipt[] = [];
  for (const [organizationId, firmOrders] of byFirm) {
    const numbers = await takeReceiptNumbers(tx, { organizationId, count: firmOrders.length, now });
    planned.push(...planFirmReceipts(firmOrders, numbers));
  }
  const written = await insertRowsSkippingConflicts<{ id: string }>(tx, {
    table: 'receipts',
    columns: RECEIPT_COLUMNS,
    rows: planned.map((receipt) => [
      receipt.id,
      now,
      now,
      receipt.order.organization_id,
      receipt.order.user_id,
      receipt.order.id,
      receipt.sequence,
      receipt.issuedAt,
      receipt.order.organization_name,
      [receipt.order.first_name, receipt.order.last_name].filter(Boolean).join(' '),
      receipt.order.email,
      receipt.order.program,
      numberOf(receipt.order.account_size_minor),
      receipt.listPriceMinor,
      receipt.order.coupon_code,
      receipt.discountMinor,
      receipt.amountPaidMinor,
      receipt.order.currency,
      receipt.taxRateBasisPoints,
      receipt.taxMinor,
    ]),
    conflictKey: ['order_id'],
    returning: ['id'],
  });
  if (isQuiet) return written.length;
  const writtenIds = new Set(written.map((row) => row.id));
  for (const receipt of planned.filter((candidate) => writtenIds.has(candidate.id))) {
    publishNotification(tx, 'receipt_issued', {
      receiptId: receipt.id,
      ownerId: receipt.order.user_id,
      organizationId: receipt.order.organization_id,
      organizationName: receipt.order.organization_name,
      number: formatReceiptNumber(receipt.sequence),
      issuedAt: receipt.issuedAt.toISOString(),
      program: receipt.order.program,
      accountSizeMinor: numberOf(receipt.order.account_size_minor),
      listPriceMinor: receipt.listPriceMinor,
      couponCode: receipt.order.coupon_code,
      discountMinor: receipt.discountMinor,
      amountPaidMinor: receipt.amountPaidMinor,
      currency: receipt.order.currency,
      taxRateBasisPoints: receipt.taxRateBasisPoints,
      taxMinor: receipt.taxMinor,
    });
  }
  return written.length;
}

/**
 * Issues the receipts paid orders asked for (requestReceipt). Exactly once: the consumer's receipts skip
 * events already handled, and the unique order skips a receipt asked for twice.
 */
export function createReceiptsConsumer(): TEventConsumer {
  return {
    name: 'receipts',
    handle: async (tx, events) => {
      const orderIds = events
        .filter((event) => event.type === RECEIPT_DUE)
        .map((event) => ZReceiptDue.parse(event.payload).orderId);
      await issueReceipts(tx, [...new Set(orderIds)]);
    },
  };
}
