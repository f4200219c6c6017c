import type { EntityManager } from '@mikro-orm/core';
import type { TProgram, TRuleSetVersion, TRuleSetVersionPage } from '@propdesk/shared/contracts';
import { numberOf, selectRows } from '../../db/sql-rows.ts';
import { RuleSet, type TRuleSet } from './rule-set.entity.ts';
import { isInForceAt, ruleSetStateOf } from './rule-sets-in-force.ts';

const PROPERTIES = [
  'id',
  'createdAt',
  'updatedAt',
  'program',
  'version',
  'status',
  'effectiveFrom',
  'data',
] as const satisfies readonly (keyof TRuleSet)[];
type TRuleSetRow = Pick<TRuleSet, (typeof PROPERTIES)[number]>;

// Every version of the program numbered newest first, in one statement: the page's rows and, wherever
// they are numbered, the active and draft ones (the version in force and the pending one).
const VERSIONS_SQL =
  'select v.* from (select r.id, r.created_at, r.updated_at, r.program, r.version, r.status, r.effective_from, ' +
  'r.data, row_number() over (order by r.version desc) as position, count(*) over () as total ' +
  'from rule_sets r where r.organization_id = ? and r.program = ?) v ' +
  "where (v.position > ? and v.position <= ?) or v.status in ('active', 'draft') order by v.version desc";

/** The newest version in force at `now` among the active and draft rows (rule-sets-in-force.ts). */
function inForceVersionOf(rows: readonly TRuleSetRow[], now: Date): number | null {
  const inForce = rows.filter((row) => isInForceAt(row, now));
  return inForce.length === 0 ? null : Math.max(...inForce.map((row) => row.version));
}

/** A version as the settings page shows it, given the program's version in force. */
export function toRuleSetVersion(row: TRuleSetRow, inForceVersion: number | null): TRuleSetVersion {
  return {
    id: row.id,
    program: row.program,
    version: row.version,
    state: ruleSetStateOf(row, inForceVersion),
    effectiveFrom: row.effectiveFrom?.toISOString() ?? null,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One page of a program's versions, newest first, with the version in force and the pending one named
 * apart: one statement whatever the page size (the route checked settings.read for the organization).
 */
export async function listRuleSetVersions({
  em,
  organizationId,
  program,
  page,
  pageSize,
  now,
}: {
  em: EntityManager;
  organizationId: string;
  program: TProgram;
  page: number;
  pageSize: number;
  now: Date;
}): Promise<TRuleSetVersionPage> {
  const offset = (page - 1) * pageSize;
  const numbered = await selectRows(em, RuleSet, {
    sql: VERSIONS_SQL,
    params: [organizationId, program, offset, offset + pageSize],
    properties: PROPERTIES,
  });
  const onPage = (row: (typeof numbered)[number]) => {
    const position = numberOf(row['position']);
    return position > offset && position <= offset + pageSize;
  };
  const rows = numbered.filter(onPage);
  const current = numbered.filter((row) => row.status === 'active' || row.status === 'draft');
  const inForceVersion = inForceVersionOf(current, now);
  const versions = current.map((row) => toRuleSetVersion(row, inForceVersion));
  return {
    versions: rows.map((row) => toRuleSetVersion(row, inForceVersion)),
    inForce: versions.find((version) => version.state === 'active') ?? null,
    pending: versions.find((version) => version.state === 'draft' || version.state === 'scheduled') ?? null,
    total: numberOf(numbered[0]?.['total'] ?? 0),
    page,
    pageSize,
  };
}
