import type { EntityManager } from '@mikro-orm/core';
import type {
  TPayoutFilters,
  TPayoutListQuery,
  TStaffPayout,
  TStaffPayoutDetail,
  TStaffPayoutPage,
} from '@propdesk/shared/contracts';
import { queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import {
  accountColumnsSql,
  eligibilityOf,
  payoutColumnsSql,
  toPayout,
  toPayoutAccountRow,
  type TRawAccountRow,
  type TRawPayoutRow,
} from './payout-rows.ts';
import type { TPayoutGateResult } from '../../engine/index.ts';
import { jsonOf } from '../../db/bulk-sql.ts';

type TTraderColumns = {
  trader_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

const TRADER_COLUMNS = 'p.owner_id as trader_id, pr.first_name, pr.last_name, pr.email';
const FROM =
  'from payouts p join trading_accounts a on a.id = p.account_id left join profiles pr on pr.user_id = p.owner_id';

/**
 * `where` of the staff filters on `payouts p`. Do not loosen: the organization comes first and always, so
 * no filter can reach another firm's payouts.
 */
export function staffPayoutWhere(filters: TPayoutFilters): { sql: string; params: unknown[] } {
  const clauses = ['p.organization_id = ?'];
  const params: unknown[] = [filters.organizationId];
  if (filters.status !== undefined) {
    clauses.push('p.status = ?');
    params.push(filters.status);
  }
  if (filters.from !== undefined) {
    clauses.push('p.requested_at >= ?');
    params.push(new Date(filters.from));
  }
  if (filters.to !== undefined) {
    clauses.push('p.requested_at < ?');
    params.push(new Date(filters.to));
  }
  if (filters.minAmountMinor !== undefined) {
    clauses.push('p.amount_minor >= ?');
    params.push(filters.minAmountMinor);
  }
  if (filters.maxAmountMinor !== undefined) {
    clauses.push('p.amount_minor <= ?');
    params.push(filters.maxAmountMinor);
  }
  return { sql: clauses.join(' and '), params };
}

export function toStaffPayout(row: TRawPayoutRow & TTraderColumns): TStaffPayout {
  const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return {
    ...toPayout(row),
    traderId: row.trader_id,
    traderName: name === '' ? (row.email ?? '') : name,
    traderEmail: row.email ?? '',
  };
}

/** One page of an organization's payouts, newest first, with the filtered total: one statement. */
export async function readStaffPayoutPage(
  em: EntityManager,
  query: TPayoutListQuery & { organizationId: string },
): Promise<TStaffPayoutPage> {
  const where = staffPayoutWhere(query);
  const rows = await queryRows<TRawPayoutRow & TTraderColumns & { total: unknown }>(
    em,
    `select ${payoutColumnsSql('p')}, ${TRADER_COLUMNS}, count(*) over () as total ${FROM} ` +
      `where ${where.sql} order by p.requested_at desc, p.id desc limit ? offset ?`,
    [...where.params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    payouts: rows.map(toStaffPayout),
    // Past the last page no row carries the total; the page shows none either way.
    total: numberOf(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Rows of the CSV export, a chunk at a time (keyset on requested_at, id would need a cursor per driver). */
export async function readStaffPayoutChunk(
  em: EntityManager,
  filters: TPayoutFilters,
  offset: number,
  limit: number,
): Promise<TStaffPayout[]> {
  const where = staffPayoutWhere(filters);
  const rows = await queryRows<TRawPayoutRow & TTraderColumns>(
    em,
    `select ${payoutColumnsSql('p')}, ${TRADER_COLUMNS} ${FROM} ` +
      `where ${where.sql} order by p.requested_at desc, p.id desc limit ? offset ?`,
    [...where.params, limit, offset],
  );
  return rows.map(toStaffPayout);
}

/**
 * One payout as staff review it, with the checklist of its account now (this payout left out of the
 * history), the trader's identity check and the account's figures: one statement. Scoped by the
 * organization: another firm's payout is not found.
 */
export async function readStaffPayoutDetail(
  em: EntityManager,
  { organizationId, payoutId, now }: { organizationId: string; payoutId: string; now: number },
): Promise<TStaffPayoutDetail | null> {
  const rows = await queryRows<
    TRawAccountRow & TRawPayoutRow & TTraderColumns & { payout_checklist: unknown }
  >(
    em,
    `select ${accountColumnsSql(true)}, ${payoutColumnsSql('x')}, x.checklist as payout_checklist, ` +
      'x.owner_id as trader_id, pr.first_name, pr.last_name, pr.email ' +
      'from payouts x join trading_accounts a on a.id = x.account_id join orders o on o.id = a.order_id ' +
      'left join profiles pr on pr.user_id = x.owner_id where x.id = ? and x.organization_id = ?',
    [payoutId, payoutId, payoutId, payoutId, organizationId],
  );
  const row = rows[0];
  if (row === undefined) return null;
  const account = toPayoutAccountRow(row);
  return {
    payout: toStaffPayout(row),
    kycStatus: account.kycStatus,
    account: {
      id: account.id,
      login: account.login,
      program: account.program,
      phaseKind: account.phaseKind,
      status: account.status,
      currency: account.currency,
      balanceMinor: account.state.balanceMinor,
      equityMinor: account.state.equityMinor,
      initialBalanceMinor: account.state.initialBalanceMinor,
      maxLossFloorMinor: account.state.maxLossFloorMinor,
    },
    eligibility: eligibilityOf(account, now),
    checklistAtRequest: [...jsonOf<readonly TPayoutGateResult[]>(row.payout_checklist)],
  };
}
