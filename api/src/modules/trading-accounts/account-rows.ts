import type { EntityManager } from '@mikro-orm/core';
import type { TBreach as TBreachRecord, TStaffAccountTrader } from '@propdesk/shared/contracts';
import { numberOf, selectRows, type TSqlParam, type TSqlRow } from '../../db/sql-rows.ts';
import { DomainError } from '../../errors/domain-error.ts';
import {
  ACCOUNT_BREACH_COLUMNS,
  ACCOUNT_BREACH_JOINS,
  ACCOUNT_BREACH_ORDER,
  breachesOf,
} from './breach-records.ts';
import { scopeCondition, type TAccountScope } from './account-scope.ts';
import { TRADER_PROFILE_COLUMNS, traderOf } from './trader-columns.ts';
import { TradingAccount, type TTradingAccount } from './trading-account.entity.ts';

/**
 * Reads of accounts as single statements (see db/sql-rows.ts for why these skip the entity manager's
 * hydration), for the trader and for the firm's staff. Every statement is scoped (account-scope.ts): an
 * account outside the scope reads exactly like one that does not exist.
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

// Its neighbours in the phase chain come with it: the one it followed, the one a pass opened; and across
// a reset, the failed account it resets and the account that reset it (docs: Domain rules › Resets).
const NEIGHBOUR_COLUMNS =
  'a.previous_account_id, (select n.id from trading_accounts n where n.previous_account_id = a.id ' +
  'order by n.created_at limit 1) as next_account_id, a.reset_of_id, ' +
  '(select f.login from trading_accounts f where f.id = a.reset_of_id) as reset_of_login, ' +
  '(select r.id from trading_accounts r where r.reset_of_id = a.id) as reset_account_id';

type TScopedAccountRow = TAccountRow & {
  previousAccountId: string | null;
  nextAccountId: string | null;
  resetOf: { accountId: string; login: string } | null;
  resetAccountId: string | null;
};

function idOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function resetOfRow(accountId: unknown, login: unknown): { accountId: string; login: string } | null {
  return typeof accountId === 'string' && typeof login === 'string' ? { accountId, login } : null;
}

async function selectScoped(
  em: EntityManager,
  {
    scope,
    accountId,
    columns,
    joins,
    order,
  }: {
    scope: TAccountScope;
    accountId: string;
    columns: string;
    joins: string;
    order: string;
  },
) {
  const condition = scopeCondition(scope, 'a');
  const rows = await selectRows(em, TradingAccount, {
    sql:
      `select ${ACCOUNT_COLUMNS}, ${NEIGHBOUR_COLUMNS}${columns} from trading_accounts a${joins} ` +
      `where a.id = ? and ${condition.sql}${order}`,
    params: [accountId, condition.param],
    properties: ACCOUNT_PROPERTIES,
  });
  const [first] = rows;
  if (first === undefined) throw DomainError.notFound('Trading account not found');
  const account: TScopedAccountRow = {
    ...first,
    // Relations come back under their property names as ids; the successor under its column alias.
    previousAccountId: idOrNull(first['previousAccount']),
    nextAccountId: idOrNull(first['next_account_id']),
    resetOf: resetOfRow(first['resetOf'], first['reset_of_login']),
    resetAccountId: idOrNull(first['reset_account_id']),
  };
  return { account, rows };
}

/** An account in the scope with its neighbours' ids (what the live stream sends); 404 outside it. */
export async function readScopedAccount(
  em: EntityManager,
  scope: TAccountScope,
  accountId: string,
): Promise<TScopedAccountRow> {
  return (await selectScoped(em, { scope, accountId, columns: '', joins: '', order: '' })).account;
}

/**
 * What the account's page reads, in one statement: the account with its neighbours, its breaches with
 * their disputes (one row per breach), and whose account it is when staff read it; 404 outside the scope.
 */
export async function readAccountPageRows(
  em: EntityManager,
  scope: TAccountScope,
  accountId: string,
): Promise<{ account: TScopedAccountRow; breaches: TBreachRecord[]; trader: TStaffAccountTrader | null }> {
  const isStaff = 'organizationId' in scope;
  const { account, rows } = await selectScoped(em, {
    scope,
    accountId,
    columns:
      `, ${ACCOUNT_BREACH_COLUMNS}` + (isStaff ? `, a.owner_id as trader_id, ${TRADER_PROFILE_COLUMNS}` : ''),
    joins: (isStaff ? ' left join profiles pr on pr.user_id = a.owner_id' : '') + ` ${ACCOUNT_BREACH_JOINS}`,
    order: ` order by ${ACCOUNT_BREACH_ORDER}`,
  });
  return { account, breaches: breachesOf(em, rows), trader: isStaff ? traderOf(account) : null };
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
