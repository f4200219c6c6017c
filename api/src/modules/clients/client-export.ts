import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import type { TClientFilters, TClientRow } from '@propdesk/shared/contracts';
import { AUDIT_ACTIONS, insertAuditEvent, type TClientInfo } from '../audit/index.ts';
import { csvField } from '../../http/csv.ts';
import { readClientChunk, type TClientCursor } from './client-rows.ts';

/** Rows read per statement while streaming; a firm's whole client base never sits in memory at once. */
const CHUNK_ROWS = 1_000;

const HEADER = [
  'user_id',
  'name',
  'email',
  'country',
  'joined_at',
  'kyc_status',
  'accounts',
  'funded',
  'blocked',
  'email_verified',
  'last_sign_in_at',
];

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export function clientCsvLine(row: TClientRow): string {
  return `${[
    row.userId,
    row.name,
    row.email,
    row.country,
    row.joinedAt,
    row.kycStatus,
    row.accountsCount,
    yesNo(row.isFunded),
    yesNo(row.isBlocked),
    yesNo(row.isEmailVerified),
    row.lastSignInAt,
  ]
    .map(csvField)
    .join(',')}\r\n`;
}

/** The filters as the audit event keeps them: what was exported is part of who exported it. */
function filtersOf(filters: TClientFilters): Record<string, unknown> {
  const { organizationId: _organizationId, ...rest } = filters;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
}

/**
 * The filtered clients as CSV, streamed a chunk at a time with keyset paging. The export is audited
 * before anything is read (an export that then fails was still attempted), and the first chunk is read
 * before the answer starts, so a failing read is an error answer rather than a download cut short.
 */
export async function streamClientCsv({
  em,
  actorId,
  client,
  filters,
}: {
  em: EntityManager;
  actorId: string;
  client: TClientInfo;
  filters: TClientFilters;
}): Promise<Readable> {
  await insertAuditEvent(em, {
    action: AUDIT_ACTIONS.clientsExported,
    outcome: 'success',
    actor: actorId,
    client,
    organizationId: filters.organizationId,
    target: { type: 'organization', id: filters.organizationId },
    details: { filters: filtersOf(filters) },
  });
  const first = await readClientChunk(em, filters, null, CHUNK_ROWS);
  async function* lines() {
    yield `${HEADER.join(',')}\r\n`;
    let chunk: { rows: TClientRow[]; next: TClientCursor | null } = first;
    for (;;) {
      if (chunk.rows.length > 0) yield chunk.rows.map(clientCsvLine).join('');
      if (chunk.next === null) return;
      chunk = await readClientChunk(em, filters, chunk.next, CHUNK_ROWS);
    }
  }
  return Readable.from(lines());
}
