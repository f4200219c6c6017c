import type { EntityManager } from '@mikro-orm/core';
import type { TTradeSide } from '@propdesk/shared/contracts';
import { epochMsOf, placeholders, queryRows, updateRows } from '../../db/bulk-sql.ts';
import { LIVE_STATUSES } from '../trading-accounts/index.ts';
import type { TMarkedPosition } from './mark-plan.ts';

/**
 * The simulator's positions read and written as sets, for the tick: thousands of accounts a second
 * cannot each load their positions as entities (bulk-sql.ts).
 */

/** Every live account with an open position: what a tick marks (each instance its own share of them). */
export async function listAccountsToMark(em: EntityManager): Promise<string[]> {
  const rows = await queryRows<{ account_id: string }>(
    em,
    'select distinct p.account_id from simulator_positions p join trading_accounts a on a.id = p.account_id ' +
      `where p.status = 'open' and a.status in (${placeholders(LIVE_STATUSES.length)})`,
    LIVE_STATUSES,
  );
  return rows.map((row) => row.account_id);
}

type TPositionRow = {
  id: string;
  account_id: string;
  symbol: string;
  side: TTradeSide;
  volume: number;
  open_price: number;
  stop_loss: number | null;
  take_profit: number | null;
  checked_until: unknown;
};

/** The open positions of these accounts, by account. */
export async function readOpenPositions(
  em: EntityManager,
  accountIds: readonly string[],
): Promise<Map<string, TMarkedPosition[]>> {
  const byAccount = new Map<string, TMarkedPosition[]>();
  if (accountIds.length === 0) return byAccount;
  const rows = await queryRows<TPositionRow>(
    em,
    'select id, account_id, symbol, side, volume, open_price, stop_loss, take_profit, checked_until ' +
      `from simulator_positions where account_id in (${placeholders(accountIds.length)}) and status = 'open'`,
    accountIds,
  );
  for (const row of rows) {
    const position: TMarkedPosition = {
      id: row.id,
      symbol: row.symbol,
      side: row.side,
      volume: Number(row.volume),
      openPrice: Number(row.open_price),
      stopLoss: row.stop_loss === null ? null : Number(row.stop_loss),
      takeProfit: row.take_profit === null ? null : Number(row.take_profit),
      checkedUntil: epochMsOf(row.checked_until) ?? 0,
    };
    const list = byAccount.get(row.account_id);
    if (list === undefined) byAccount.set(row.account_id, [position]);
    else list.push(position);
  }
  return byAccount;
}

/** How far each position's stops have been checked, in one statement. */
export async function writeCheckedUntil(
  em: EntityManager,
  checkedUntil: ReadonlyMap<string, number>,
): Promise<void> {
  await updateRows(em, {
    table: 'simulator_positions',
    key: { name: 'id', type: 'uuid' },
    columns: [{ name: 'checked_until', type: 'datetime' }],
    rows: [...checkedUntil].map(([positionId, ms]) => [positionId, new Date(ms)]),
    also: [{ column: { name: 'updated_at', type: 'datetime' }, value: new Date() }],
  });
}
