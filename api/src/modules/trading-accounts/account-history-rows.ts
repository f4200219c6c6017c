import type { EntityManager } from '@mikro-orm/core';
import { mapEntityColumns, numberOf, selectRows } from '../../db/sql-rows.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { scopeCondition, type TAccountScope } from './account-scope.ts';
import { DailyStat } from './daily-stat.entity.ts';
import { Deal } from './deal.entity.ts';
import { EquitySnapshot, type TEquitySnapshot } from './equity-snapshot.entity.ts';

/**
 * An account's history and deals, for its owner or its firm's staff, each in as few statements as the
 * answer allows (see db/sql-rows.ts). The scope's check rides on the first statement (account-scope.ts):
 * an account outside the scope reads exactly like one that does not exist.
 */
function accountNotFound(): DomainError {
  return DomainError.notFound('Trading account not found');
}

const DAY_PROPERTIES = [
  'dayKey',
  'startBalanceMinor',
  'startEquityMinor',
  'endBalanceMinor',
  'endEquityMinor',
  'closedProfitMinor',
  'isCounted',
] as const;

/**
 * The days and the points in one statement: two limited reads joined by `union all`, each row saying which
 * it is. The days start from the account, so an account in scope without days still answers one row (its
 * day columns null); the points read the account's scope again. Every column has one type in both halves
 * (the casts), as PostgreSQL requires.
 */
const historySql = (scope: string) =>
  "select * from (select 'day' as kind, d.day_key, d.start_balance_minor, d.start_equity_minor, " +
  'd.end_balance_minor, d.end_equity_minor, d.closed_profit_minor, d.is_counted, ' +
  'cast(null as timestamptz) as point_at, cast(null as integer) as point_balance_minor, ' +
  'cast(null as integer) as point_equity_minor from trading_accounts a ' +
  `left join daily_stats d on d.account_id = a.id where a.id = ? and ${scope} ` +
  'order by d.day_key desc limit ?) as days union all ' +
  "select * from (select 'point' as kind, cast(null as varchar(10)), cast(null as integer), " +
  'cast(null as integer), cast(null as integer), cast(null as integer), cast(null as integer), ' +
  'cast(null as boolean), e.at, e.balance_minor, e.equity_minor from equity_snapshots e ' +
  `join trading_accounts a on a.id = e.account_id where e.account_id = ? and ${scope} ` +
  'order by e.at desc limit ?) as points';

/** The most recent days and equity points of an account in scope, newest first. One statement. */
export async function readHistoryRows({
  em,
  scope,
  accountId,
  maxDays,
  maxPoints,
}: {
  em: EntityManager;
  scope: TAccountScope;
  accountId: string;
  maxDays: number;
  maxPoints: number;
}) {
  const condition = scopeCondition(scope, 'a');
  const rows = await selectRows(em, DailyStat, {
    sql: historySql(condition.sql),
    params: [accountId, condition.param, maxDays, accountId, condition.param, maxPoints],
    properties: DAY_PROPERTIES,
  });
  // The days' half always answers a row for an account in scope.
  if (!rows.some((row) => row['kind'] === 'day')) throw accountNotFound();
  const days = rows
    .filter((row) => row['kind'] === 'day' && (row.dayKey ?? null) !== null)
    .sort((a, b) => (a.dayKey < b.dayKey ? 1 : a.dayKey > b.dayKey ? -1 : 0));
  const points = rows
    .filter((row) => row['kind'] === 'point')
    .map(
      (row) =>
        mapEntityColumns(em, EquitySnapshot, {
          at: row['point_at'],
          balance_minor: row['point_balance_minor'],
          equity_minor: row['point_equity_minor'],
        }) as Pick<TEquitySnapshot, 'at' | 'balanceMinor' | 'equityMinor'>,
    )
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  return { days, points };
}

const DEAL_PROPERTIES = [
  'id',
  'positionId',
  'symbol',
  'side',
  'volume',
  'price',
  'entry',
  'profitMinor',
  'commissionMinor',
  'executedAt',
] as const;

/**
 * A page of deals in one statement, whether it has rows or not: from the account (no row: not in scope),
 * its deal count, and the page's deals joined by their ids (one row per deal; one row with null deal
 * columns for an empty page).
 */
const dealsSql = (scope: string) =>
  'select (select count(*) from deals c where c.account_id = a.id) as total, d.id, d.position_id, d.symbol, ' +
  'd.side, d.volume, d.price, d.entry, d.profit_minor, d.commission_minor, d.executed_at ' +
  'from trading_accounts a left join deals d on d.account_id = a.id and d.id in (select p.id from deals p ' +
  'where p.account_id = ? order by p.executed_at desc, p.id asc limit ? offset ?) ' +
  `where a.id = ? and ${scope} order by d.executed_at desc, d.id asc`;

/** A page of an account's deals, newest first, with the total. One statement. */
export async function listDealRows({
  em,
  scope,
  accountId,
  limit,
  offset,
}: {
  em: EntityManager;
  scope: TAccountScope;
  accountId: string;
  limit: number;
  offset: number;
}) {
  const condition = scopeCondition(scope, 'a');
  const rows = await selectRows(em, Deal, {
    sql: dealsSql(condition.sql),
    params: [accountId, limit, offset, accountId, condition.param],
    properties: DEAL_PROPERTIES,
  });
  const [first] = rows;
  if (first === undefined) throw accountNotFound();
  return { deals: rows.filter((row) => (row.id ?? null) !== null), total: numberOf(first['total']) };
}
