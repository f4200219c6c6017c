import type { EntityManager } from '@mikro-orm/core';
import type {
  TPhaseKind,
  TProgram,
  TStaffAccountListQuery,
  TStaffAccountPage,
  TStaffAccountRow,
  TStaffAccountSort,
  TTradingAccountStatus,
  TTradingPlatform,
} from '@propdesk/shared/contracts';
import { epochMsOf, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import { TRADER_PROFILE_COLUMNS, traderOf } from './trader-columns.ts';

/**
 * The firm's account list for its staff: one statement per page, total included. The figures are the
 * account row's copies of its engine state (state-copies.ts), which every evaluation writes with the state.
 */

/**
 * Breached today: a breach that was not overturned whose trading day, in the account's own reset
 * calendar (its rule set's zone and reset time), is the one under way: the breach's day ends after now.
 * The same day the trader's daily loss counts, so a breach at 23:30 in Prague is no longer "today" after
 * the reset at midnight there, wherever the reader is (docs: Product › Accounts).
 */
const BREACHED_TODAY_SQL =
  'exists (select 1 from breaches b left join disputes d on d.breach_id = b.id where b.account_id = a.id ' +
  "and b.day_ends_at > ? and (d.id is null or d.status <> 'overturned'))";

const SORT_COLUMNS: Readonly<Record<TStaffAccountSort, string>> = {
  opened: 'a.created_at',
  login: 'a.login',
  trader: "lower(pr.first_name || ' ' || pr.last_name)",
  size: 'a.account_size_minor',
  balance: 'a.balance_minor',
  equity: 'a.equity_minor',
};

/** `search` as a LIKE pattern that matches it anywhere, its own wildcards taken literally. */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type TFilters = Omit<TStaffAccountListQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

/**
 * `where` of the filters on `trading_accounts a` joined to the trader's profile `pr`. Do not loosen: the
 * organization comes first and always, so no filter reaches another firm's accounts.
 */
function staffAccountWhere(
  organizationId: string,
  filters: TFilters,
  now: Date,
): { sql: string; params: unknown[] } {
  const clauses = ['a.organization_id = ?'];
  const params: unknown[] = [organizationId];
  for (const [column, value] of [
    ['a.program', filters.program],
    ['a.phase_kind', filters.phase],
    ['a.platform', filters.platform],
  ] as const) {
    if (value === undefined) continue;
    clauses.push(`${column} = ?`);
    params.push(value);
  }
  if (filters.status === 'breached') {
    // Only a breach fails or pauses an account (docs: Domain rules › Breaches and tolerance).
    clauses.push("a.status in ('failed', 'paused')");
  } else if (filters.status !== undefined) {
    clauses.push('a.status = ?');
    params.push(filters.status);
  }
  if (filters.breachedToday !== undefined) {
    clauses.push(filters.breachedToday === 'true' ? BREACHED_TODAY_SQL : `not ${BREACHED_TODAY_SQL}`);
    params.push(now);
  }
  const search = filters.search ?? '';
  if (search !== '') {
    const pattern = containsPattern(search);
    clauses.push(
      "(lower(a.login) like ? escape '\\' or lower(pr.email) like ? escape '\\' " +
        "or lower(pr.first_name || ' ' || pr.last_name) like ? escape '\\')",
    );
    params.push(pattern, pattern, pattern);
  }
  return { sql: clauses.join(' and '), params };
}

type TRawRow = {
  id: string;
  login: string;
  platform: TTradingPlatform;
  program: TProgram;
  phase_kind: TPhaseKind;
  status: TTradingAccountStatus;
  currency: string;
  account_size_minor: unknown;
  balance_minor: unknown;
  equity_minor: unknown;
  created_at: unknown;
  is_breached_today: unknown;
};

function toStaffAccountRow(row: TRawRow & Record<string, unknown>): TStaffAccountRow {
  return {
    id: row.id,
    login: row.login,
    platform: row.platform,
    program: row.program,
    phaseKind: row.phase_kind,
    status: row.status,
    currency: row.currency,
    accountSizeMinor: numberOf(row.account_size_minor),
    balanceMinor: numberOf(row.balance_minor),
    equityMinor: numberOf(row.equity_minor),
    isBreachedToday: numberOf(row.is_breached_today) > 0,
    openedAt: new Date(epochMsOf(row.created_at) ?? 0).toISOString(),
    trader: traderOf(row),
  };
}

const FROM = 'from trading_accounts a left join profiles pr on pr.user_id = a.owner_id';

/** One page of the organization's accounts, filtered and sorted, with the filtered total. One statement. */
export async function readStaffAccountPage(
  em: EntityManager,
  { organizationId, query, now }: { organizationId: string; query: TStaffAccountListQuery; now: number },
): Promise<TStaffAccountPage> {
  const at = new Date(now);
  const where = staffAccountWhere(organizationId, query, at);
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const sortKey = SORT_COLUMNS[query.sort];
  // The count is its own one-row table, so a page past the end still answers the total.
  const rows = await queryRows<TRawRow & Record<string, unknown>>(
    em,
    `select t.total, x.* from (select count(*) as total ${FROM} where ${where.sql}) t left join (` +
      'select a.id, a.login, a.platform, a.program, a.phase_kind, a.status, a.currency, a.account_size_minor, ' +
      `a.balance_minor, a.equity_minor, a.created_at, a.owner_id as trader_id, ${TRADER_PROFILE_COLUMNS}, ` +
      `case when ${BREACHED_TODAY_SQL} then 1 else 0 end as is_breached_today, ${sortKey} as sort_key ` +
      `${FROM} where ${where.sql} order by ${sortKey} ${direction}, a.id asc limit ? offset ?) x on 1 = 1 ` +
      `order by x.sort_key ${direction}, x.id asc`,
    [...where.params, at, ...where.params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    accounts: rows.filter((row) => row.id !== null).map(toStaffAccountRow),
    total: numberOf(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
