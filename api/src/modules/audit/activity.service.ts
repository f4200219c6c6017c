import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import type { TActivityEvent, TActivityPage, TActivityQuery } from '@propdesk/shared/contracts';
import { csvRow } from '../../http/csv.ts';
import {
  positionAfter,
  readActivityEvents,
  type TActivityPosition,
  type TActivityScope,
} from './activity-rows.ts';

/** Rows read per statement while streaming; an organization's whole trail never sits in memory at once. */
const CHUNK_ROWS = 1_000;

function positionOf(cursor: string | undefined): TActivityPosition | null {
  if (cursor === undefined) return null;
  const [atMs = '', id = ''] = cursor.split('.');
  return { atMs: Number(atMs), id };
}

function cursorOf(position: TActivityPosition | null): string | null {
  return position === null ? null : `${position.atMs}.${position.id}`;
}

/**
 * One page of the organization's activity log, newest first, and the cursor of the next page. One more
 * event than the page is read, so the last page says it is the last. The caller has passed the staff
 * permission check (audit.read) for the organization.
 */
export async function readActivityPage(
  em: EntityManager,
  { cursor, pageSize, ...scope }: TActivityQuery & { organizationId: string },
): Promise<TActivityPage> {
  const events = await readActivityEvents(em, scope, positionOf(cursor), pageSize + 1);
  const page = events.slice(0, pageSize);
  return { events: page, nextCursor: events.length > pageSize ? cursorOf(positionAfter(page)) : null };
}

const HEADER = [
  'event_id',
  'at',
  'actor_id',
  'actor_name',
  'actor_email',
  'action',
  'target_type',
  'target_id',
  'outcome',
  'ip',
  'user_agent',
  'details',
];

export function activityCsvLine(event: TActivityEvent): string {
  return csvRow([
    event.id,
    event.at,
    event.actor?.id ?? null,
    event.actor?.name ?? null,
    event.actor?.email ?? null,
    event.action,
    event.target?.type ?? null,
    event.target?.id ?? null,
    event.outcome,
    event.ip,
    event.userAgent,
    event.details === null ? null : JSON.stringify(event.details),
  ]);
}

/**
 * The filtered activity as CSV, streamed a chunk at a time by keyset (each chunk starts after the last
 * event of the one before), so memory stays flat whatever the trail's length. The first chunk is read
 * before the answer starts, so a failing read is an error answer rather than a download cut short.
 */
export async function streamActivityCsv(em: EntityManager, scope: TActivityScope): Promise<Readable> {
  const first = await readActivityEvents(em, scope, null, CHUNK_ROWS);
  async function* lines() {
    yield csvRow(HEADER);
    let chunk = first;
    for (;;) {
      if (chunk.length > 0) yield chunk.map(activityCsvLine).join('');
      if (chunk.length < CHUNK_ROWS) return;
      chunk = await readActivityEvents(em, scope, positionAfter(chunk), CHUNK_ROWS);
    }
  }
  return Readable.from(lines());
}
