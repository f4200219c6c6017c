import type { EntityManager } from '@mikro-orm/core';
import type { TIngestionKeyStatus } from '@propdesk/shared/contracts';
import { epochMsOf, queryRows } from '../../db/bulk-sql.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { SIGNATURE_HEADER } from '../../infra/signed-payload.ts';

/** How a delivery is signed, as bridges must compute it (infra/signed-payload.ts). */
export const SIGNATURE_SCHEME = 't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>';

type TRow = { slug: string; created_at: unknown; rotated_at: unknown; last_used_at: unknown };

const isoOf = (value: unknown): string | null => {
  const ms = epochMsOf(value);
  return ms === null ? null : new Date(ms).toISOString();
};

/**
 * The ingestion endpoint of the organization and the state of its signing secret, in one statement (the
 * route checked settings.read). `apiBaseUrl`: where bridges reach the api.
 */
export async function readIngestionKeyStatus(
  em: EntityManager,
  { organizationId, apiBaseUrl }: { organizationId: string; apiBaseUrl: string },
): Promise<TIngestionKeyStatus> {
  const [row] = await queryRows<TRow>(
    em,
    'select o.slug, k.created_at, k.rotated_at, k.last_used_at from organizations o ' +
      'left join ingestion_keys k on k.organization_id = o.id where o.id = ?',
    [organizationId],
  );
  if (row === undefined) throw DomainError.notFound('Organization not found');
  const createdAt = isoOf(row.created_at);
  return {
    exists: createdAt !== null,
    createdAt,
    rotatedAt: isoOf(row.rotated_at),
    lastUsedAt: isoOf(row.last_used_at),
    endpoint: `${apiBaseUrl}/api/ingest/${encodeURIComponent(row.slug)}`,
    signatureHeader: SIGNATURE_HEADER,
    signatureScheme: SIGNATURE_SCHEME,
  };
}
