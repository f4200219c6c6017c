import type { EntityManager } from '@mikro-orm/core';
import type { TKycDetail, TKycDocument, TKycPage, TKycSummary, TOwnKyc } from '@propdesk/shared/contracts';
import { epochMsOf, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import type { TIdentityDocument } from './identity-document.entity.ts';
import type { TIdentityVerification } from './identity-verification.entity.ts';

const isoOf = (value: unknown): string | null => {
  const ms = epochMsOf(value);
  return ms === null ? null : new Date(ms).toISOString();
};

export function toKycDocument(document: TIdentityDocument): TKycDocument {
  return {
    id: document.id,
    kind: document.kind,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
    uploadedAt: document.updatedAt.toISOString(),
  };
}

export const NOT_STARTED: TOwnKyc = {
  status: 'not_started',
  legalName: null,
  dateOfBirth: null,
  country: null,
  rejectionReason: null,
  submittedAt: null,
  reviewedAt: null,
  documents: [],
};

export function toOwnKyc(
  verification: TIdentityVerification,
  documents: readonly TIdentityDocument[],
): TOwnKyc {
  return {
    status: verification.status,
    legalName: verification.legalName ?? null,
    dateOfBirth: verification.dateOfBirth ?? null,
    country: verification.country ?? null,
    rejectionReason: verification.rejectionReason ?? null,
    submittedAt: verification.submittedAt?.toISOString() ?? null,
    reviewedAt: verification.reviewedAt?.toISOString() ?? null,
    documents: documents.map(toKycDocument),
  };
}

type TSummaryRow = {
  id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  legal_name: string | null;
  country: string | null;
  status: TKycSummary['status'];
  submitted_at: unknown;
  reviewed_at: unknown;
};

const SUMMARY_COLUMNS =
  'v.id, v.user_id, p.first_name, p.last_name, p.email, v.legal_name, v.country, v.status, ' +
  'v.submitted_at, v.reviewed_at';

function toSummary(row: TSummaryRow): TKycSummary {
  const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return {
    id: row.id,
    userId: row.user_id,
    traderName: name === '' ? (row.email ?? '') : name,
    traderEmail: row.email ?? '',
    legalName: row.legal_name,
    country: row.country,
    status: row.status,
    submittedAt: isoOf(row.submitted_at),
    reviewedAt: isoOf(row.reviewed_at),
  };
}

/**
 * Do not loosen: every read below is filtered by the organization, and a check the trader has not sent
 * yet (`not_started`, documents still being chosen) is the trader's own business, not the staff's.
 */
const REVIEWABLE = "v.organization_id = ? and v.status <> 'not_started'";

/**
 * One page of an organization's identity checks, those waiting longest first, with the total, in one
 * statement (a second one only past the last page, where no row carries the count).
 */
export async function readKycPage(
  em: EntityManager,
  {
    organizationId,
    status,
    page,
    pageSize,
  }: { organizationId: string; status?: TKycSummary['status'] | undefined; page: number; pageSize: number },
): Promise<TKycPage> {
  const filter = `${REVIEWABLE}${status === undefined ? '' : ' and v.status = ?'}`;
  const params = [organizationId, ...(status === undefined ? [] : [status])];
  const rows = await queryRows<TSummaryRow & { total: unknown }>(
    em,
    `select ${SUMMARY_COLUMNS}, count(*) over () as total from identity_verifications v ` +
      `left join profiles p on p.user_id = v.user_id where ${filter} ` +
      'order by v.submitted_at asc, v.id asc limit ? offset ?',
    [...params, pageSize, (page - 1) * pageSize],
  );
  const total =
    rows[0]?.total ??
    (page === 1
      ? 0
      : (
          await queryRows<{ total: unknown }>(
            em,
            `select count(*) as total from identity_verifications v where ${filter}`,
            params,
          )
        )[0]?.total);
  return { verifications: rows.map(toSummary), total: numberOf(total ?? 0), page, pageSize };
}

type TDetailRow = TSummaryRow & {
  date_of_birth: string | null;
  rejection_reason: string | null;
  document_id: string | null;
  kind: TKycDocument['kind'] | null;
  content_type: TKycDocument['contentType'] | null;
  size_bytes: unknown;
  uploaded_at: unknown;
};

/** One reviewable check of the organization with its documents, one row per document, or null. */
export async function readKycDetail(
  em: EntityManager,
  { organizationId, verificationId }: { organizationId: string; verificationId: string },
): Promise<TKycDetail | null> {
  const rows = await queryRows<TDetailRow>(
    em,
    `select ${SUMMARY_COLUMNS}, v.date_of_birth, v.rejection_reason, d.id as document_id, d.kind, ` +
      'd.content_type, d.size_bytes, d.updated_at as uploaded_at from identity_verifications v ' +
      'left join profiles p on p.user_id = v.user_id ' +
      'left join identity_documents d on d.verification_id = v.id ' +
      `where ${REVIEWABLE} and v.id = ? order by d.kind`,
    [organizationId, verificationId],
  );
  const [first] = rows;
  if (first === undefined) return null;
  return {
    ...toSummary(first),
    dateOfBirth: first.date_of_birth,
    rejectionReason: first.rejection_reason,
    documents: rows.flatMap((row) =>
      row.document_id === null || row.kind === null || row.content_type === null
        ? []
        : [
            {
              id: row.document_id,
              kind: row.kind,
              contentType: row.content_type,
              sizeBytes: numberOf(row.size_bytes),
              uploadedAt: isoOf(row.uploaded_at) ?? new Date(0).toISOString(),
            },
          ],
    ),
  };
}
