import type { EntityManager } from '@mikro-orm/core';
import { numberOf, selectRows, type TSqlParam, type TSqlRow } from '../../db/sql-rows.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { TradingAccount, type TTradingAccount } from './trading-account.entity.ts';

/**
 * The trader's reads of their accounts as single statements (see db/sql-rows.ts for why these skip the
 * entity manager's hydration). Every statement is scoped by the owner: another trader's account reads
 * exactly like one that does not exist.
 */
const ACCOUNT_PROPERTIES = [
  'id',
  'login',
  'platform',
  'program',
  'phaseIndex',
  'phaseKind',
  'currency',
  'ruleSetVersion',
  'rules',
  'engineState',
  'createdAt',
  'updatedAt',
] as const;

/** What the trader's pages read of an account: its identity, frozen rules and engine state. */
export type TAccountRow = TSqlRow<TTradingAccount, (typeof ACCOUNT_PROPERTIES)[number]>;

const ACCOUNT_COLUMNS =
  'a.id, a.login, a.platform, a.program, a.phase_index, a.phase_kind, a.currency, a.rule_set_version, ' +
  'a.rules, a.engine_state, a.created_at, a.updated_at';

/**
 * Its neighbours in the phase chain come with it (the one it followed, the one a pass opened), and
 * whether it has breaches: most accounts never breach, and their page then needs no second statement.
 */
const OWN_ACCOUNT_SQL =
  `select ${ACCOUNT_COLUMNS}, a.previous_account_id, ` +
  '(select n.id from trading_accounts n where n.previous_account_id = a.id order by n.created_at limit 1) ' +
  'as next_account_id, (select count(*) from breaches b where b.account_id = a.id) as breach_count ' +
  'from trading_accounts a where a.id = ? and a.owner_id = ?';

type TOwnAccountRow = TAccountRow & {
  previousAccountId: string | null;
  nextAccountId: string | null;
  hasBreaches: boolean;
};

function idOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** One of the trader's accounts with its neighbours' ids; 404 when it is not theirs. One statement. */
export async function readOwnAccount(
  em: EntityManager,
  ownerId: string,
  accountId: string,
): Promise<TOwnAccountRow> {
  const [row] = await selectRows(em, TradingAccount, {
    sql: OWN_ACCOUNT_SQL,
    params: [accountId, ownerId],
    properties: ACCOUNT_PROPERTIES,
  });
  if (row === undefined) throw DomainError.notFound('Trading account not found');
  return {
    ...row,
    // Relations come back under their property names as ids; the successor under its column alias.
    previousAccountId: idOrNull(row['previousAccount']),
    nextAccountId: idOrNull(row['next_account_id']),
    hasBreaches: numberOf(row['breach_count']) > 0,
  };
}

type TAccountFilter = { status?: string; program?: string; phaseKind?: string };

/**
 * A page of the trader's accounts, newest first, with the total. One statement: the total rides on every
 * row (a window count); only a page past the end, which has no row to carry it, costs a second one.
 */
export async function listOwnAccountRows({
  em,
  ownerId,
  filter,
  limit,
  offset,
}: {
  em: EntityManager;
  ownerId: string;
  filter: TAccountFilter;
  limit: number;
  offset: number;
}): Promise<{ rows: TAccountRow[]; total: number }> {
  const conditions = ['a.owner_id = ?'];
  const params: TSqlParam[] = [ownerId];
  for (const [column, value] of [
    ['a.status', filter.status],
    ['a.program', filter.program],
    ['a.phase_kind', filter.phaseKind],
  ] as const) {
    if (value === undefined) continue;
    conditions.push(`${column} = ?`);
    params.push(value);
  }
  const where = conditions.join(' and ');
  const rows = await selectRows(em, TradingAccount, {
    sql:
      `select ${ACCOUNT_COLUMNS}, count(*) over () as total from trading_accounts a where ${where} ` +
      'order by a.created_at desc, a.id asc limit ? offset ?',
    params: [...params, limit, offset],
    properties: ACCOUNT_PROPERTIES,
  });
  const [first] = rows;
  if (first !== undefined) return { rows, total: numberOf(first['total']) };
  if (offset === 0) return { rows, total: 0 };
  const [counted] = await selectRows(em, TradingAccount, {
    sql: `select count(*) as total from trading_accounts a where ${where}`,
    params,
    properties: [],
  });
  return { rows, total: numberOf(counted?.['total'] ?? 0) };
}
