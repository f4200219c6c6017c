import type { EntityManager } from '@mikro-orm/core';
import { queryRows } from '../../db/bulk-sql.ts';
import { utcEpochDaySql } from '../../db/sql-dialect.ts';
import { numberOf } from '../../db/sql-rows.ts';
import { clientScopeSql } from '../clients/index.ts';

/** One row of the dashboard statement: which figure, its keys (program, currency…), its day and numbers. */
export type TDashboardRow = {
  kind: TDashboardRowKind;
  k1: string | null;
  k2: string | null;
  /** Whole days since 1970-01-01 UTC, for the daily series; null for the other figures. */
  day: number | null;
  n: number;
  v: number;
};

export type TDashboardRowKind =
  | 'clients_total'
  | 'clients_new_7'
  | 'clients_new_30'
  | 'kyc_submitted'
  | 'clients_funded'
  | 'active_accounts'
  | 'pass'
  | 'revenue'
  | 'payouts_open'
  | 'payouts_paid'
  | 'breaches_today'
  | 'day_clients'
  | 'day_revenue'
  | 'day_breaches'
  | 'day_payouts_paid';

/** The instants the figures are read for, in epoch milliseconds: a range is [start, end). */
export type TDashboardWindow = {
  organizationId: string;
  rangeStartMs: number;
  rangeEndMs: number;
  joinedSince7Ms: number;
  joinedSince30Ms: number;
  todayStartMs: number;
  todayEndMs: number;
};

type TPart = {
  kind: TDashboardRowKind;
  /** k1, k2, day, n and v, in that order. */
  columns: readonly [string, string, string, string, string];
  from: string;
  params: readonly unknown[];
};

const COLUMN_NAMES = ['k1', 'k2', 'day', 'n', 'v'] as const;
/**
 * The day of a figure that has none. Typed: PostgreSQL types a UNION's columns pair by pair, and two bare
 * nulls would make the day a text column that the series' integers then cannot join.
 */
const NO_DAY = 'cast(null as integer)';

/**
 * Every figure of the dashboard in ONE statement (the statement budget allows the access check and this):
 * a UNION ALL of small aggregates, each over one table and its organization index, answering rows of the
 * same shape. Days are UTC calendar days. Definitions: docs: Product › Organization dashboard.
 *
 * Do not loosen: every part filters by the organization first (accounts' breaches through their account),
 * so no figure can count another firm's rows.
 */
export async function readDashboardRows(
  em: EntityManager,
  window: TDashboardWindow,
): Promise<TDashboardRow[]> {
  const org = window.organizationId;
  const range = [new Date(window.rangeStartMs), new Date(window.rangeEndMs)];
  const today = [new Date(window.todayStartMs), new Date(window.todayEndMs)];
  const day = (column: string) => utcEpochDaySql(em, column);
  // A client is exactly what Client Management lists (its scope, joined when their profile was made), so
  // each figure matches the filtered list it links to.
  const scope = clientScopeSql(org);
  const clients = 'scoped c where 1 = 1';
  const evaluationsEnded =
    "trading_accounts a where a.organization_id = ? and a.phase_kind in ('challenge', 'verification') " +
    "and a.status in ('passed', 'failed', 'expired') and a.ended_at >= ? and a.ended_at < ?";
  const liveFunded =
    "trading_accounts a where a.organization_id = ? and a.phase_kind in ('funded', 'instant') " +
    "and a.status in ('active', 'paused')";
  const paidOrders =
    "orders o where o.organization_id = ? and o.status = 'paid' and o.paid_at >= ? and o.paid_at < ?";
  const paidPayouts =
    "payouts p where p.organization_id = ? and p.status = 'paid' and p.paid_at >= ? and p.paid_at < ?";
  const breaches = 'breaches b join trading_accounts a on a.id = b.account_id where a.organization_id = ?';
  const passed = "sum(case when a.status = 'passed' then 1 else 0 end)";

  const parts: TPart[] = [
    {
      kind: 'clients_total',
      columns: ['null', 'null', NO_DAY, 'count(*)', '0'],
      from: clients,
      params: [],
    },
    {
      kind: 'clients_new_7',
      columns: ['null', 'null', NO_DAY, 'count(*)', '0'],
      from: `${clients} and c.joined_at >= ? and c.joined_at < ?`,
      params: [new Date(window.joinedSince7Ms), today[1]],
    },
    {
      kind: 'clients_new_30',
      columns: ['null', 'null', NO_DAY, 'count(*)', '0'],
      from: `${clients} and c.joined_at >= ? and c.joined_at < ?`,
      params: [new Date(window.joinedSince30Ms), today[1]],
    },
    {
      kind: 'kyc_submitted',
      columns: ['null', 'null', NO_DAY, 'count(*)', '0'],
      from: "identity_verifications v where v.organization_id = ? and v.status = 'submitted'",
      params: [org],
    },
    {
      kind: 'clients_funded',
      columns: ['null', 'null', NO_DAY, 'count(distinct a.owner_id)', '0'],
      from: liveFunded,
      params: [org],
    },
    {
      kind: 'active_accounts',
      columns: ['a.program', 'a.phase_kind', NO_DAY, 'count(*)', '0'],
      from: "trading_accounts a where a.organization_id = ? and a.status = 'active' group by a.program, a.phase_kind",
      params: [org],
    },
    {
      kind: 'pass',
      columns: ['a.program', 'null', NO_DAY, 'count(*)', passed],
      from: `${evaluationsEnded} group by a.program`,
      params: [org, ...range],
    },
    {
      kind: 'revenue',
      columns: ['o.currency', 'null', NO_DAY, 'count(*)', 'sum(o.price_minor)'],
      from: `${paidOrders} group by o.currency`,
      params: [org, ...range],
    },
    {
      kind: 'payouts_open',
      columns: ['p.status', 'p.currency', NO_DAY, 'count(*)', 'sum(p.amount_minor)'],
      from:
        "payouts p where p.organization_id = ? and p.status in ('requested', 'approved') " +
        'group by p.status, p.currency',
      params: [org],
    },
    {
      kind: 'payouts_paid',
      columns: ['p.currency', 'null', NO_DAY, 'count(*)', 'sum(p.amount_minor)'],
      from: `${paidPayouts} group by p.currency`,
      params: [org, ...range],
    },
    {
      kind: 'breaches_today',
      columns: ['null', 'null', NO_DAY, 'count(*)', 'count(distinct b.account_id)'],
      from: `${breaches} and b.at >= ? and b.at < ?`,
      params: [org, ...today],
    },
    {
      kind: 'day_clients',
      columns: ['null', 'null', day('c.joined_at'), 'count(*)', '0'],
      from: `${clients} and c.joined_at >= ? and c.joined_at < ? group by ${day('c.joined_at')}`,
      params: [...range],
    },
    {
      kind: 'day_revenue',
      columns: ['o.currency', 'null', day('o.paid_at'), 'count(*)', 'sum(o.price_minor)'],
      from: `${paidOrders} group by o.currency, ${day('o.paid_at')}`,
      params: [org, ...range],
    },
    {
      kind: 'day_breaches',
      columns: ['null', 'null', day('b.at'), 'count(*)', '0'],
      from: `${breaches} and b.at >= ? and b.at < ? group by ${day('b.at')}`,
      params: [org, ...range],
    },
    {
      kind: 'day_payouts_paid',
      columns: ['p.currency', 'null', day('p.paid_at'), 'count(*)', 'sum(p.amount_minor)'],
      from: `${paidPayouts} group by p.currency, ${day('p.paid_at')}`,
      params: [org, ...range],
    },
  ];
  const sql = parts
    .map(({ kind, columns, from }) => {
      const named = columns.map((column, index) => `${column} as ${COLUMN_NAMES[index]}`).join(', ');
      return `select '${kind}' as kind, ${named} from ${from}`;
    })
    .join(' union all ');
  const rows = await queryRows<Record<'kind' | 'k1' | 'k2' | 'day' | 'n' | 'v', unknown>>(
    em,
    `${scope.sql} ${sql}`,
    [...scope.params, ...parts.flatMap((part) => [...part.params])],
  );
  return rows.map((row) => ({
    kind: row.kind as TDashboardRowKind,
    k1: row.k1 === null ? null : String(row.k1),
    k2: row.k2 === null ? null : String(row.k2),
    day: row.day === null ? null : numberOf(row.day),
    // SQLite's sum over no rows is null.
    n: row.n === null ? 0 : numberOf(row.n),
    v: row.v === null ? 0 : numberOf(row.v),
  }));
}
