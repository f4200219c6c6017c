import type { EntityManager } from '@mikro-orm/core';
import { numberOf, selectRows } from '../../db/sql-rows.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { DailyStat } from './daily-stat.entity.ts';
import { Deal } from './deal.entity.ts';
import { EquitySnapshot } from './equity-snapshot.entity.ts';

/**
 * An account's history and deals for its owner, each in as few statements as the answer allows (see
 * db/sql-rows.ts). The owner check rides on the first statement: another trader's account reads exactly
 * like one that does not exist.
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

// From the account, so an owned account without days still answers one row (its day columns null).
const OWN_DAYS_SQL =
  'select d.day_key, d.start_balance_minor, d.start_equity_minor, d.end_balance_minor, d.end_equity_minor, ' +
  'd.closed_profit_minor, d.is_counted from trading_accounts a left join daily_stats d on d.account_id = a.id ' +
  'where a.id = ? and a.owner_id = ? order by d.day_key desc limit ?';

const EQUITY_SQL =
  'select e.at, e.balance_minor, e.equity_minor from equity_snapshots e where e.account_id = ? ' +
  'order by e.at desc limit ?';

/** The most recent days and equity points of the owner's account, newest first. Two statements. */
export async function readOwnHistoryRows({
  em,
  ownerId,
  accountId,
  maxDays,
  maxPoints,
}: {
  em: EntityManager;
  ownerId: string;
  accountId: string;
  maxDays: number;
  maxPoints: number;
}) {
  const days = await selectRows(em, DailyStat, {
    sql: OWN_DAYS_SQL,
    params: [accountId, ownerId, maxDays],
    properties: DAY_PROPERTIES,
  });
  if (days.length === 0) throw accountNotFound();
  // The account is the owner's: its points need no second check.
  const points = await selectRows(em, EquitySnapshot, {
    sql: EQUITY_SQL,
    params: [accountId, maxPoints],
    properties: ['at', 'balanceMinor', 'equityMinor'],
  });
  return { days: days.filter((day) => (day.dayKey ?? null) !== null), points };
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

const OWN_DEALS_SQL =
  'select d.id, d.position_id, d.symbol, d.side, d.volume, d.price, d.entry, d.profit_minor, ' +
  'd.commission_minor, d.executed_at, count(*) over () as total from deals d ' +
  'join trading_accounts a on a.id = d.account_id where d.account_id = ? and a.owner_id = ? ' +
  'order by d.executed_at desc, d.id asc limit ? offset ?';

// For a page without rows: whether the account is the owner's (no row otherwise) and its deal count.
const OWN_DEAL_COUNT_SQL =
  'select (select count(*) from deals d where d.account_id = a.id) as total from trading_accounts a ' +
  'where a.id = ? and a.owner_id = ?';

/**
 * A page of the owner's account's deals, newest first, with the total: one statement, and a second only
 * for a page without rows (no deals yet, or past the end), which cannot tell an empty page from a
 * foreign account by itself.
 */
export async function listOwnDealRows({
  em,
  ownerId,
  accountId,
  limit,
  offset,
}: {
  em: EntityManager;
  ownerId: string;
  accountId: string;
  limit: number;
  offset: number;
}) {
  const deals = await selectRows(em, Deal, {
    sql: OWN_DEALS_SQL,
    params: [accountId, ownerId, limit, offset],
    properties: DEAL_PROPERTIES,
  });
  const [first] = deals;
  if (first !== undefined) return { deals, total: numberOf(first['total']) };
  const [account] = await selectRows(em, Deal, {
    sql: OWN_DEAL_COUNT_SQL,
    params: [accountId, ownerId],
    properties: [],
  });
  if (account === undefined) throw accountNotFound();
  return { deals, total: numberOf(account['total']) };
}
