import type { EntityManager } from '@mikro-orm/core';
import type {
  TDisputeStatus,
  TLossRule,
  TPhaseKind,
  TProgram,
  TStaffDispute,
  TStaffDisputeListQuery,
  TStaffDisputePage,
  TTradingAccountStatus,
} from '@propdesk/shared/contracts';
import { epochMsOf, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import { TRADER_PROFILE_COLUMNS, traderOf } from '../trading-accounts/index.ts';

/** The firm's disputes as its staff review them, each with its breach, its account and its trader. */
const DISPUTE_COLUMNS =
  'd.id, d.status, d.message, d.resolution, d.created_at, d.resolved_at, b.id as breach_id, ' +
  'b.rule as breach_rule, b.severity as breach_severity, b.at as breach_at, a.id as account_id, a.login, ' +
  'a.program, a.phase_kind, a.status as account_status, a.currency, a.owner_id as trader_id, ' +
  `${TRADER_PROFILE_COLUMNS}, rp.first_name as resolver_first_name, rp.last_name as resolver_last_name, ` +
  'rp.email as resolver_email';

// Do not loosen: every statement here is scoped by the account's organization (`a.organization_id`), so
// another firm's dispute reads exactly like one that does not exist.
const FROM =
  'from disputes d join breaches b on b.id = d.breach_id join trading_accounts a on a.id = b.account_id ' +
  'left join profiles pr on pr.user_id = a.owner_id left join profiles rp on rp.user_id = d.resolved_by_id ' +
  'where a.organization_id = ?';

type TRawDispute = {
  id: string;
  status: TDisputeStatus;
  message: string;
  resolution: string | null;
  created_at: unknown;
  resolved_at: unknown;
  breach_id: string;
  breach_rule: TLossRule;
  breach_severity: TStaffDispute['breach']['severity'];
  breach_at: unknown;
  account_id: string;
  login: string;
  program: TProgram;
  phase_kind: TPhaseKind;
  account_status: TTradingAccountStatus;
  currency: string;
  resolver_first_name: string | null;
  resolver_last_name: string | null;
  resolver_email: string | null;
  total?: unknown;
};

function isoOf(value: unknown): string | null {
  const ms = epochMsOf(value);
  return ms === null ? null : new Date(ms).toISOString();
}

function resolverNameOf(row: TRawDispute): string | null {
  if (row.resolver_email === null) return null;
  const name = `${row.resolver_first_name ?? ''} ${row.resolver_last_name ?? ''}`.trim();
  return name === '' ? row.resolver_email : name;
}

function toStaffDispute(row: TRawDispute & Record<string, unknown>): TStaffDispute {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    resolution: row.resolution,
    createdAt: isoOf(row.created_at) ?? new Date(0).toISOString(),
    resolvedAt: isoOf(row.resolved_at),
    resolvedByName: resolverNameOf(row),
    breach: {
      id: row.breach_id,
      rule: row.breach_rule,
      severity: row.breach_severity,
      at: isoOf(row.breach_at) ?? new Date(0).toISOString(),
    },
    account: {
      id: row.account_id,
      login: row.login,
      program: row.program,
      phaseKind: row.phase_kind,
      status: row.account_status,
      currency: row.currency,
    },
    trader: traderOf(row),
  };
}

/** One page of the organization's disputes, newest first, with the filtered total. One statement. */
export async function readStaffDisputePage(
  em: EntityManager,
  { organizationId, query }: { organizationId: string; query: TStaffDisputeListQuery },
): Promise<TStaffDisputePage> {
  const params: unknown[] = [organizationId];
  let where = '';
  if (query.status !== undefined) {
    where = ' and d.status = ?';
    params.push(query.status);
  }
  // The count is its own one-row table, so a page past the end still answers the total.
  const rows = await queryRows<TRawDispute & Record<string, unknown>>(
    em,
    `select t.total, x.* from (select count(*) as total ${FROM}${where}) t left join (` +
      `select ${DISPUTE_COLUMNS} ${FROM}${where} order by d.created_at desc, d.id asc limit ? offset ?) x ` +
      'on 1 = 1 order by x.created_at desc, x.id asc',
    [...params, ...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    disputes: rows.filter((row) => row.id !== null).map(toStaffDispute),
    total: numberOf(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One dispute of the organization as staff review it; null when it is not the organization's. */
export async function readStaffDispute(
  em: EntityManager,
  { organizationId, disputeId }: { organizationId: string; disputeId: string },
): Promise<TStaffDispute | null> {
  const [row] = await queryRows<TRawDispute & Record<string, unknown>>(
    em,
    `select ${DISPUTE_COLUMNS} ${FROM} and d.id = ?`,
    [organizationId, disputeId],
  );
  return row === undefined ? null : toStaffDispute(row);
}
