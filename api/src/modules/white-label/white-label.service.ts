import type { EntityManager } from '@mikro-orm/core';
import type {
  TWhiteLabelRequestPage,
  TWhiteLabelRequestRecord,
  TWhiteLabelRequestStatus,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { User } from '../tenancy/index.ts';
import { WhiteLabelRequest, type TWhiteLabelRequest } from './white-label-request.entity.ts';

/** The staff member's email comes from `handledBy`, the organization from `organization`: callers populate both. */
export function toRecord(row: TWhiteLabelRequest): TWhiteLabelRequestRecord {
  return {
    id: row.id,
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone ?? null,
    website: row.website ?? null,
    expectedTraders: row.expectedTraders,
    message: row.message ?? null,
    status: row.status,
    note: row.note ?? null,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy?.email ?? null,
    organization:
      row.organization === null || row.organization === undefined
        ? null
        : {
            id: row.organization.id,
            slug: row.organization.slug,
            name: row.organization.name,
            status: row.organization.status,
          },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first; platform staff only (the route declares it). */
export async function listWhiteLabelRequests({
  em,
  page,
  pageSize,
  status,
}: {
  em: EntityManager;
  page: number;
  pageSize: number;
  status?: TWhiteLabelRequestStatus | undefined;
}): Promise<TWhiteLabelRequestPage> {
  const [rows, total] = await em.findAndCount(WhiteLabelRequest, status === undefined ? {} : { status }, {
    populate: ['handledBy', 'organization'],
    orderBy: { createdAt: 'desc', id: 'asc' },
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { requests: rows.map(toRecord), total, page, pageSize };
}

/**
 * Platform staff only (the route declares it). Moves a request to any status; the same status again
 * changes nothing unless a different note comes with it. `note` undefined keeps the stored note, an
 * empty one removes it. Each real change is audited with who made it.
 */
export async function updateWhiteLabelRequestStatus({
  em,
  actorId,
  id,
  status,
  note,
  client,
}: {
  em: EntityManager;
  actorId: string;
  id: string;
  status: TWhiteLabelRequestStatus;
  note?: string | undefined;
  client: TClientInfo;
}): Promise<TWhiteLabelRequestRecord> {
  const request = await em.findOne(WhiteLabelRequest, { id }, { populate: ['handledBy', 'organization'] });
  if (request === null) throw DomainError.notFound('White-label request not found');
  const nextNote = note === undefined ? (request.note ?? null) : note === '' ? null : note;
  const isStatusChanged = request.status !== status;
  const isNoteChanged = nextNote !== (request.note ?? null);
  if (!isStatusChanged && !isNoteChanged) return toRecord(request);

  const actor = await em.findOne(User, { id: actorId });
  const previousStatus = request.status;
  em.assign(request, { status, note: nextNote, handledAt: new Date(), handledBy: actor });
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.whiteLabelRequestUpdated,
    outcome: 'success',
    actor: actorId,
    client,
    // The note itself stays out: it may quote the firm's personal details.
    details: { whiteLabelRequestId: request.id, from: previousStatus, to: status, isNoteChanged },
  });
  await em.flush();
  return toRecord(request);
}
