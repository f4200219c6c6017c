import type { EntityManager } from '@mikro-orm/core';
import type { TBreach as TBreachRecord, TDispute as TDisputeRecord } from '@propdesk/shared/contracts';
import { mapEntityColumns, selectRows } from '../../db/sql-rows.ts';
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

// A breach has at most one dispute, so the join keeps one row per breach. The dispute's columns carry
// their own names under a prefix and are converted with the dispute's metadata.
const DISPUTE_PREFIX = 'dispute__';
const ACCOUNT_BREACHES_SQL =
  'select b.id, b.rule, b.severity, b.at, b.input_hash, b.report, ' +
  ['id', 'status', 'message', 'resolution', 'created_at', 'resolved_at']
    .map((column) => `d.${column} as ${DISPUTE_PREFIX}${column}`)
    .join(', ') +
  ' from breaches b left join disputes d on d.breach_id = b.id where b.account_id = ? order by b.at desc';

function disputeOf(em: EntityManager, row: Record<string, unknown>): TDisputeFields | null {
  if (row[`${DISPUTE_PREFIX}id`] === null || row[`${DISPUTE_PREFIX}id`] === undefined) return null;
  const columns = Object.entries(row)
    .filter(([column]) => column.startsWith(DISPUTE_PREFIX))
    .map(([column, value]) => [column.slice(DISPUTE_PREFIX.length), value]);
  return mapEntityColumns(em, Dispute, Object.fromEntries(columns)) as TDisputeFields;
}

/** An account's breaches, newest first, each with its dispute if it has one. One statement. */
export async function listAccountBreaches(em: EntityManager, accountId: string): Promise<TBreachRecord[]> {
  const rows = await selectRows(em, Breach, {
    sql: ACCOUNT_BREACHES_SQL,
    params: [accountId],
    properties: ['id', 'rule', 'severity', 'at', 'inputHash', 'report'],
  });
  return rows.map((row) => toBreachRecord(row, disputeOf(em, row)));
}
