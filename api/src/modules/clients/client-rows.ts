import type { EntityManager } from '@mikro-orm/core';
import {
  DEFAULT_CLIENT_SORT_DIRECTIONS,
  type TClientFilters,
  type TClientListQuery,
  type TClientPage,
  type TClientRow,
  type TKycStatus,
} from '@propdesk/shared/contracts';
import { epochMsOf, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import {
  CLIENT_COLUMNS,
  CLIENT_JOINS,
  clientFilterSql,
  clientScopeSql,
  FUNDED_ACCOUNT_SQL,
  type TSqlPart,
} from './client-scope.ts';

export type TRawClientRow = {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  country: string | null;
  joined_at: unknown;
  disabled_at: unknown;
  email_verified_at: unknown;
  kyc_status: TKycStatus;
  accounts_count: unknown;
  is_funded: unknown;
  last_sign_in_at: unknown;
};

export const isoOf = (value: unknown): string | null => {
  const ms = epochMsOf(value);
  return ms === null ? null : new Date(ms).toISOString();
};

export function nameOf(row: { first_name: string | null; last_name: string | null; email: string | null }) {
  const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return name === '' ? (row.email ?? '') : name;
}

export function toClientRow(row: TRawClientRow): TClientRow {
  return {
    userId: row.user_id,
    name: nameOf(row),
    email: row.email ?? '',
    country: row.country,
    joinedAt: isoOf(row.joined_at) ?? new Date(0).toISOString(),
    kycStatus: row.kyc_status,
    accountsCount: numberOf(row.accounts_count ?? 0),
    isFunded: numberOf(row.is_funded ?? 0) > 0,
    isBlocked: epochMsOf(row.disabled_at) !== null,
    isEmailVerified: epochMsOf(row.email_verified_at) !== null,
    lastSignInAt: isoOf(row.last_sign_in_at),
  };
}

/**
 * What a page shows of each of its rows, read for those rows only (never for every client matched):
 * the user row, the identity check, the accounts at this firm (one parameter, the organization, twice)
 * and the last sign-in, which the audit trail keeps (sessions are deleted a month after they end).
 */
const PAGE_COLUMNS =
  `${CLIENT_COLUMNS}, ` +
  '(select count(*) from trading_accounts a where a.owner_id = c.user_id and a.organization_id = ?) as accounts_count, ' +
  `(case when exists (${FUNDED_ACCOUNT_SQL}) then 1 else 0 end) as is_funded, ` +
  "(select max(e.created_at) from audit_events e where e.actor_id = c.user_id and e.action = 'sign_in' " +
  "and e.outcome = 'success') as last_sign_in_at";

/** The columns of `scoped` a page carries from the pick of its rows to their reading. */
const PICKED_COLUMNS = 'c.user_id, c.first_name, c.last_name, c.email, c.country, c.joined_at';

/**
 * The last time the client used the portal: their sessions' last use (a session is refreshed while they
 * work), or `?` for a client never seen, chosen so they come last in either direction. Sessions are kept
 * a month after they end (auth/identity-cleanup.ts): a client idle for longer sorts with the never seen.
 */
const LAST_ACTIVE_SQL =
  'coalesce((select max(s.last_used_at) from sessions s where s.user_id = c.user_id), ?)';
const NEVER_SEEN = { asc: new Date(Date.UTC(9999, 11, 31)), desc: new Date(0) } as const;

function orderBySql(query: Pick<TClientListQuery, 'sort' | 'direction'>): string {
  const direction = query.direction ?? DEFAULT_CLIENT_SORT_DIRECTIONS[query.sort];
  switch (query.sort) {
    case 'name':
      return `lower(c.first_name) ${direction}, lower(c.last_name) ${direction}, c.user_id ${direction}`;
    case 'last_activity':
      return `c.last_active_at ${direction}, c.user_id ${direction}`;
    case 'joined':
      return `c.joined_at ${direction}, c.user_id ${direction}`;
  }
}

/** The statement of one page of clients (readClientPage). */
function clientPageSql(query: TClientListQuery & { organizationId: string }): TSqlPart {
  const scope = clientScopeSql(query.organizationId);
  const filter = clientFilterSql(query);
  const isByActivity = query.sort === 'last_activity';
  const direction = query.direction ?? DEFAULT_CLIENT_SORT_DIRECTIONS[query.sort];
  const lastActive = isByActivity ? `, ${LAST_ACTIVE_SQL} as last_active_at` : '';
  const orderBy = orderBySql(query);
  return {
    sql:
      `${scope.sql}, matched as (select ${PICKED_COLUMNS}${lastActive} from scoped c ${filter.joins} ` +
      `where ${filter.sql}), paged as (select c.*, count(*) over () as total from matched c ` +
      `order by ${orderBy} limit ? offset ?) ` +
      `select ${PAGE_COLUMNS}, c.total from paged c ${CLIENT_JOINS} order by ${orderBy}`,
    params: [
      ...scope.params,
      ...(isByActivity ? [NEVER_SEEN[direction]] : []),
      ...filter.params,
      query.pageSize,
      (query.page - 1) * query.pageSize,
      query.organizationId,
      query.organizationId,
    ],
  };
}

/**
 * One page of an organization's clients with the filtered total, in one statement whatever the page
 * size: the scope and the filters pick the page (its total counted by a window over the matches), and
 * only its rows then read the rest of what the list shows.
 */
export async function readClientPage(
  em: EntityManager,
  query: TClientListQuery & { organizationId: string },
): Promise<TClientPage> {
  const { sql, params } = clientPageSql(query);
  const rows = await queryRows<TRawClientRow & { total: unknown }>(em, sql, params);
  return {
    clients: rows.map(toClientRow),
    // Past the last page no row carries the total; the page shows none either way.
    total: numberOf(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Where the previous chunk of an export ended: the last row's joining instant and id. */
export type TClientCursor = { joinedAtMs: number; userId: string };

/**
 * Rows of the CSV export, newest first like the list's default order, a chunk at a time. Keyset paging
 * (after the previous chunk's last joining instant and id) keeps each chunk's read as cheap as the first,
 * however deep the export is. The api writes instants with millisecond precision, so the cursor's
 * millisecond instant names its row exactly.
 */
/** The statement of one chunk of the export (readClientChunk). */
function clientChunkSql(filters: TClientFilters, after: TClientCursor | null, limit: number): TSqlPart {
  const scope = clientScopeSql(filters.organizationId);
  const filter = clientFilterSql(filters);
  const keyset = after === null ? '' : ' and (c.joined_at < ? or (c.joined_at = ? and c.user_id < ?))';
  const keysetParams =
    after === null ? [] : [new Date(after.joinedAtMs), new Date(after.joinedAtMs), after.userId];
  return {
    sql:
      `${scope.sql}, chunk as (select ${PICKED_COLUMNS} from scoped c ${filter.joins} ` +
      `where ${filter.sql}${keyset} order by c.joined_at desc, c.user_id desc limit ?) ` +
      `select ${PAGE_COLUMNS} from chunk c ${CLIENT_JOINS} order by c.joined_at desc, c.user_id desc`,
    params: [
      ...scope.params,
      ...filter.params,
      ...keysetParams,
      limit,
      filters.organizationId,
      filters.organizationId,
    ],
  };
}

export async function readClientChunk(
  em: EntityManager,
  filters: TClientFilters,
  after: TClientCursor | null,
  limit: number,
): Promise<{ rows: TClientRow[]; next: TClientCursor | null }> {
  const { sql, params } = clientChunkSql(filters, after, limit);
  const rows = await queryRows<TRawClientRow>(em, sql, params);
  const last = rows.at(-1);
  const next =
    last === undefined || rows.length < limit
      ? null
      : { joinedAtMs: epochMsOf(last.joined_at) ?? 0, userId: last.user_id };
  return { rows: rows.map(toClientRow), next };
}
