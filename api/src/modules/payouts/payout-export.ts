import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import type { TPayoutFilters, TStaffPayout } from '@propdesk/shared/contracts';
import { csvField } from '../../http/csv.ts';
import { readStaffPayoutChunk } from './payout-staff-rows.ts';

/** Rows read per statement while streaming; a firm's whole history never sits in memory at once. */
const CHUNK_ROWS = 1_000;

const HEADER = [
  'payout_id',
  'requested_at',
  'status',
  'trader_name',
  'trader_email',
  'account_login',
  'payout_number',
  'split_percent',
  'gross',
  'profit_share',
  'fee_refund',
  'amount',
  'currency',
  'destination',
  'decided_at',
  'paid_at',
  'paid_reference',
  'rejection_reason',
];

const units = (amountMinor: number) => (amountMinor / 100).toFixed(2);

function destinationText(payout: TStaffPayout): string {
  const destination = payout.destination;
  return destination.kind === 'bank_transfer'
    ? `${destination.iban} ${destination.bic}`
    : `${destination.network} ${destination.address}`;
}

export function csvLine(payout: TStaffPayout): string {
  return `${[
    payout.id,
    payout.requestedAt,
    payout.status,
    payout.traderName,
    payout.traderEmail,
    payout.login,
    payout.payoutNumber,
    payout.splitPercent,
    units(payout.grossMinor),
    units(payout.profitShareMinor),
    units(payout.feeRefundMinor),
    units(payout.amountMinor),
    payout.currency,
    destinationText(payout),
    payout.decidedAt,
    payout.paidAt,
    payout.paidReference,
    payout.rejectionReason,
  ]
    .map(csvField)
    .join(',')}\r\n`;
}

/**
 * The filtered payouts as CSV, streamed a chunk of rows at a time. The first chunk is read before the
 * answer starts, so a failing read is an error answer rather than a download cut short.
 */
export async function streamPayoutCsv(em: EntityManager, filters: TPayoutFilters): Promise<Readable> {
  const first = await readStaffPayoutChunk(em, filters, 0, CHUNK_ROWS);
  async function* lines() {
    yield `${HEADER.join(',')}\r\n`;
    let chunk = first;
    for (let offset = 0; ;) {
      if (chunk.length > 0) yield chunk.map(csvLine).join('');
      if (chunk.length < CHUNK_ROWS) return;
      offset += CHUNK_ROWS;
      chunk = await readStaffPayoutChunk(em, filters, offset, CHUNK_ROWS);
    }
  }
  return Readable.from(lines());
}
