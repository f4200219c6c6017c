import type { EntityManager } from '@mikro-orm/core';
import {
  STAFF_MEMBER_ROLES,
  type TMemberListQuery,
  type TMemberPage,
  type TMemberStatus,
  type TStaffMember,
  type TStaffMemberRole,
} from '@propdesk/shared/contracts';
import { epochMsOf, placeholders, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';

type TMemberRow = {
  id: string;
  user_id: string;
  role: TStaffMemberRole;
  status: TMemberStatus;
  created_at: unknown;
  email: string;
  first_name: string | null;
  last_name: string | null;
  has_second_factor: unknown;
  last_sign_in_at: unknown;
};

/** Owners first, then admins, managers and agents, as the page reads them. */
const ROLE_RANK_SQL = "case m.role when 'owner' then 0 when 'admin' then 1 when 'manager' then 2 else 3 end";

/** `%term%` for LIKE, with the term's own wildcards taken literally (escape character `\`). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function isoOf(value: unknown): string {
  return new Date(epochMsOf(value) ?? 0).toISOString();
}

function toStaffMember(row: TMemberRow): TStaffMember {
  const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  const lastSignIn = epochMsOf(row.last_sign_in_at);
  return {
    id: row.id,
    userId: row.user_id,
    name: name === '' ? row.email : name,
    email: row.email,
    role: row.role,
    status: row.status,
    hasSecondFactor: numberOf(row.has_second_factor) === 1,
    joinedAt: isoOf(row.created_at),
    lastSignInAt: lastSignIn === null ? null : new Date(lastSignIn).toISOString(),
  };
}

const MEMBER_COLUMNS_SQL =
  'select m.id, m.user_id, m.role, m.status, m.created_at, u.email, pr.first_name, pr.last_name, ' +
  'case when exists (select 1 from totp_factors t where t.user_id = m.user_id ' +
  'and t.confirmed_at is not null) then 1 else 0 end as has_second_factor, ' +
  '(select max(s.created_at) from sessions s where s.user_id = m.user_id) as last_sign_in_at';
const MEMBER_FROM_SQL =
  'from organization_members m join users u on u.id = m.user_id left join profiles pr on pr.user_id = m.user_id';

/**
 * `where` of the members of one organization who run it. Do not loosen: the organization comes first and
 * always, so no filter reaches another firm's members, and traders (`user`) are never among them.
 */
function staffWhere(organizationId: string): { clauses: string[]; params: unknown[] } {
  return {
    clauses: ['m.organization_id = ?', `m.role in (${placeholders(STAFF_MEMBER_ROLES.length)})`],
    params: [organizationId, ...STAFF_MEMBER_ROLES],
  };
}

/**
 * One page of the people who run an organization, with the filtered total, whether each has an
 * authenticator on and when they last signed in: one statement, whatever the page size.
 */
export async function readMemberPage(
  em: EntityManager,
  query: TMemberListQuery & { organizationId: string },
): Promise<TMemberPage> {
  const { clauses, params } = staffWhere(query.organizationId);
  if (query.role !== undefined) {
    clauses.push('m.role = ?');
    params.push(query.role);
  }
  if (query.status !== undefined) {
    clauses.push('m.status = ?');
    params.push(query.status);
  }
  if (query.search !== undefined && query.search !== '') {
    const pattern = containsPattern(query.search);
    clauses.push(
      "(lower(u.email) like ? escape '\\' or " +
        "lower(coalesce(pr.first_name, '') || ' ' || coalesce(pr.last_name, '')) like ? escape '\\')",
    );
    params.push(pattern, pattern);
  }
  const rows = await queryRows<TMemberRow & { total: unknown }>(
    em,
    `${MEMBER_COLUMNS_SQL}, count(*) over () as total ${MEMBER_FROM_SQL} where ${clauses.join(' and ')} ` +
      `order by ${ROLE_RANK_SQL}, lower(coalesce(pr.first_name, '')), lower(coalesce(pr.last_name, '')), ` +
      'u.email, m.id limit ? offset ?',
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    members: rows.map(toStaffMember),
    // Past the last page no row carries the total; the page shows none either way.
    total: numberOf(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One member who runs the organization, as the page lists them; null for anyone else. */
export async function readStaffMember(
  em: EntityManager,
  { organizationId, memberId }: { organizationId: string; memberId: string },
): Promise<TStaffMember | null> {
  const { clauses, params } = staffWhere(organizationId);
  const rows = await queryRows<TMemberRow>(
    em,
    `${MEMBER_COLUMNS_SQL} ${MEMBER_FROM_SQL} where ${clauses.join(' and ')} and m.id = ?`,
    [...params, memberId],
  );
  const row = rows[0];
  return row === undefined ? null : toStaffMember(row);
}
