import type { EntityManager, EntityName } from '@mikro-orm/core';
import type { TBreach as TBreachRecord, TDispute as TDisputeRecord } from '@propdesk/shared/contracts';
import { mapEntityColumns } from '../../db/sql-rows.ts';
import { Breach, type TBreach } from './breach.entity.ts';
import { Dispute, type TDispute } from './dispute.entity.ts';

type TDisputeFields = Pick<TDispute, 'id' | 'status' | 'message' | 'resolution' | 'createdAt' | 'resolvedAt'>;

export function toDisputeRecord(dispute: TDisputeFields): TDisputeRecord {
  return {
    id: dispute.id,
    status: dispute.status,
    message: dispute.message,
    resolution: dispute.resolution ?? null,
    createdAt: dispute.createdAt.toISOString(),
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
  };
}

function toBreachRecord(
  breach: Pick<TBreach, 'id' | 'rule' | 'severity' | 'at' | 'inputHash' | 'report'>,
  dispute: TDisputeFields | null,
): TBreachRecord {
  return {
    id: breach.id,
    rule: breach.rule,
    severity: breach.severity,
    at: breach.at.toISOString(),
    inputHash: breach.inputHash,
    report: breach.report as unknown as TBreachRecord['report'],
    dispute: dispute === null ? null : toDisputeRecord(dispute),
  };
}

// A breach has at most one dispute, so the joins keep one row per breach. The breach's and the dispute's
// columns carry their own names under a prefix and are converted with their entity's metadata.
const BREACH_PREFIX = 'breach__';
const DISPUTE_PREFIX = 'dispute__';

/** The columns of an account's breaches and their disputes, joined as `b` and `d` (ACCOUNT_BREACH_JOINS). */
export const ACCOUNT_BREACH_COLUMNS = [
  ...['id', 'rule', 'severity', 'at', 'input_hash', 'report'].map(
    (column) => `b.${column} as ${BREACH_PREFIX}${column}`,
  ),
  ...['id', 'status', 'message', 'resolution', 'created_at', 'resolved_at'].map(
    (column) => `d.${column} as ${DISPUTE_PREFIX}${column}`,
  ),
].join(', ');

/** The breaches of the account `a`, newest first (ACCOUNT_BREACH_ORDER), each with its dispute. */
export const ACCOUNT_BREACH_JOINS =
  'left join breaches b on b.account_id = a.id left join disputes d on d.breach_id = b.id';
export const ACCOUNT_BREACH_ORDER = 'b.at desc, b.id asc';

/** The columns under `prefix`, converted with `entity`'s metadata; null when the row has none (no join). */
function prefixedOf<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  prefix: string,
  row: Record<string, unknown>,
): Record<string, unknown> | null {
  if (row[`${prefix}id`] === null || row[`${prefix}id`] === undefined) return null;
  const columns = Object.entries(row)
    .filter(([column]) => column.startsWith(prefix))
    .map(([column, value]) => [column.slice(prefix.length), value]);
  return mapEntityColumns(em, entity, Object.fromEntries(columns));
}

/** The breaches of rows read with ACCOUNT_BREACH_COLUMNS (an account without any reads one empty row). */
export function breachesOf(em: EntityManager, rows: readonly Record<string, unknown>[]): TBreachRecord[] {
  return rows.flatMap((row) => {
    const breach = prefixedOf(em, Breach, BREACH_PREFIX, row);
    if (breach === null) return [];
    const dispute = prefixedOf(em, Dispute, DISPUTE_PREFIX, row) as TDisputeFields | null;
    return [toBreachRecord(breach as Parameters<typeof toBreachRecord>[0], dispute)];
  });
}
