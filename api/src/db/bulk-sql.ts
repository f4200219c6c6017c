import type { EntityManager } from '@mikro-orm/core';
import { AbstractSqlConnection, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';
import { prepareOnEveryConnection } from './prepared-statements.ts';

/**
 * Set-based statements for work that touches many rows at once (the simulator's tick), where loading
 * every row as an entity and flushing it would cost more than the work itself. Raw SQL that differs by
 * driver lives here, so callers state what they read and write and never which database runs it.
 *
 * Unlike MikroORM's own statements (docs: Architecture › Database access), these bind their values as
 * parameters instead of formatting them into the SQL text: one statement carries hundreds of rows and
 * their JSON, and formatting it would build a text of megabytes on the client that the server then
 * scans again. `queryRows` runs them, and the hot reads of sql-rows.ts too, on MikroORM's own connection
 * (the EntityManager's transaction, if it has one), reported to its logger, so statement counts and
 * query logs see them like any other.
 */

/** How a column is stored, for the casts PostgreSQL needs on parameters that arrive as text. */
export type TColumnType = 'uuid' | 'text' | 'integer' | 'json' | 'datetime';

export type TColumn = { readonly name: string; readonly type: TColumnType };

const POSTGRES_CASTS: Readonly<Record<TColumnType, string>> = {
  uuid: '::uuid',
  text: '::text',
  integer: '::integer',
  json: '::jsonb',
  datetime: '::timestamptz',
};

/**
 * Parameters one statement may bind: PostgreSQL's protocol counts them in 16 bits (65,535) and SQLite
 * allows 32,766; a longer list (a chunk of accounts with many positions each) is split into statements.
 */
const MAX_PARAMETERS = 30_000;

export function isPostgreSql(em: EntityManager): boolean {
  return em.getDriver() instanceof PostgreSqlDriver;
}

/** `?, ?, ?`: one placeholder per value of an IN list (never empty: callers skip empty lists). */
export function placeholders(count: number): string {
  if (count < 1) throw new RangeError('An IN list needs at least one value');
  return new Array<string>(count).fill('?').join(', ');
}

/**
 * A value as each driver binds it: instants as ISO text (PostgreSQL) or epoch milliseconds (SQLite), and
 * booleans as SQLite stores them (1 and 0: better-sqlite3 binds no boolean).
 */
export function bindable(value: unknown, isPostgres: boolean): unknown {
  if (value instanceof Date) return isPostgres ? value.toISOString() : value.getTime();
  if (typeof value === 'boolean' && !isPostgres) return value ? 1 : 0;
  return value;
}

function executorOf(em: EntityManager): Kysely<unknown> {
  const transaction = em.getTransactionContext<Kysely<unknown>>();
  if (transaction !== undefined) return transaction;
  const connection = em.getConnection();
  if (!(connection instanceof AbstractSqlConnection)) throw new Error('Bulk statements need an SQL database');
  return connection.getClient<unknown>();
}

/**
 * Runs one statement written with `?` placeholders (numbered for PostgreSQL here) and answers its rows.
 * Callers' SQL holds no other question mark. `prepared` runs it as a named prepared statement on
 * PostgreSQL (prepared-statements.ts): for texts that do not vary with the data.
 */
export async function queryRows<TRow>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
  { prepared = false }: { prepared?: boolean } = {},
): Promise<TRow[]> {
  const isPostgres = isPostgreSql(em);
  let index = 0;
  const text = isPostgres ? sql.replace(/\?/g, () => `$${(index += 1)}`) : sql;
  if (prepared && isPostgres) prepareOnEveryConnection(text);
  const values = params.map((value) => bindable(value, isPostgres));
  const started = performance.now();
  const result = await executorOf(em).executeQuery<TRow>(CompiledQuery.raw(text, values));
  em.config
    .getLogger()
    .logQuery({ query: sql, took: Math.round(performance.now() - started), level: 'info' });
  return [...result.rows];
}

/**
 * One UPDATE for many rows, each with its own values: `WITH v(key, …) AS (VALUES (…), (…)) UPDATE table
 * SET column = v.column … FROM v WHERE table.key = v.key`, the same text on both databases (SQLite has
 * had UPDATE … FROM since 3.33) except PostgreSQL's casts. `rows` hold the key first, then one value per
 * column, in order; `also` sets columns to one value for every row (`updated_at`, a counter raised).
 */
export async function updateRows(
  em: EntityManager,
  {
    table,
    key,
    columns,
    rows,
    also = [],
  }: {
    table: string;
    key: TColumn;
    columns: readonly TColumn[];
    rows: readonly (readonly unknown[])[];
    also?: readonly ({ readonly column: TColumn; readonly value: unknown } | { readonly sql: string })[];
  },
): Promise<void> {
  if (rows.length === 0) return;
  const width = columns.length + 1;
  const rowsPerStatement = Math.max(1, Math.floor((MAX_PARAMETERS - also.length) / width));
  if (rows.length > rowsPerStatement) {
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      await updateRows(em, { table, key, columns, rows: rows.slice(start, start + rowsPerStatement), also });
    }
    return;
  }
  const isPostgres = isPostgreSql(em);
  const cast = (column: TColumn) => (isPostgres ? POSTGRES_CASTS[column.type] : '');
  const names = [key, ...columns].map((column) => column.name);
  const row = `(${placeholders(names.length)})`;
  const assignments = [
    ...columns.map((column) => `${column.name} = v.${column.name}${cast(column)}`),
    ...also.map((each) => ('sql' in each ? each.sql : `${each.column.name} = ?${cast(each.column)}`)),
  ];
  const sql =
    `with v(${names.join(', ')}) as (values ${new Array<string>(rows.length).fill(row).join(', ')}) ` +
    `update ${table} set ${assignments.join(', ')} from v where ${table}.${key.name} = v.${key.name}${cast(key)}`;
  const params: unknown[] = [];
  for (const values of rows) {
    if (values.length !== names.length)
      throw new RangeError(`A row of ${table} needs ${names.length} values`);
    for (const value of values) params.push(value);
  }
  for (const each of also) if (!('sql' in each)) params.push(each.value);
  await queryRows(em, sql, params);
}

/** A JSON column's value as read: parsed by the driver (PostgreSQL's jsonb) or text (SQLite). */
export function jsonOf<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * The UTC day of a datetime column as a whole number of days since the epoch, for grouping by day in one
 * statement: SQLite stores instants as epoch milliseconds, PostgreSQL as timestamptz.
 */
export function utcDayNumberSql(em: EntityManager, column: string): string {
  return isPostgreSql(em) ? `floor(extract(epoch from ${column}) / 86400)` : `(${column} / 86400000)`;
}

/** A datetime column's value as read, in epoch milliseconds: SQLite stores them so, PostgreSQL as text. */
export function epochMsOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  const ms = new Date(String(value)).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(value)}`);
  return ms;
}

/**
 * One INSERT for many rows (split when the parameters would exceed a statement's limit), skipping the
 * rows that would break the unique `conflictKey` and answering the `returning` columns of those written:
 * `INSERT … ON CONFLICT (…) DO NOTHING RETURNING …`, the same text on both databases but the casts.
 * JSON values are passed as text, as `updateRows` takes them.
 */
export async function insertRowsSkippingConflicts<TRow>(
  em: EntityManager,
  {
    table,
    columns,
    rows,
    conflictKey,
    returning,
  }: {
    table: string;
    columns: readonly TColumn[];
    rows: readonly (readonly unknown[])[];
    conflictKey: readonly string[];
    returning: readonly string[];
  },
): Promise<TRow[]> {
  if (rows.length === 0) return [];
  const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  if (rows.length > rowsPerStatement) {
    const written: TRow[] = [];
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      const chunk = rows.slice(start, start + rowsPerStatement);
      written.push(
        ...(await insertRowsSkippingConflicts<TRow>(em, {
          table,
          columns,
          rows: chunk,
          conflictKey,
          returning,
        })),
      );
    }
    return written;
  }
  const isPostgres = isPostgreSql(em);
  const row = `(${columns.map((column) => `?${isPostgres ? POSTGRES_CASTS[column.type] : ''}`).join(', ')})`;
  const sql =
    `insert into ${table} (${columns.map((column) => column.name).join(', ')}) ` +
    `values ${new Array<string>(rows.length).fill(row).join(', ')} ` +
    `on conflict (${conflictKey.join(', ')}) do nothing returning ${returning.join(', ')}`;
  const params: unknown[] = [];
  for (const values of rows) {
    if (values.length !== columns.length)
      throw new RangeError(`A row of ${table} needs ${columns.length} values`);
    for (const value of values) params.push(value);
  }
  return queryRows<TRow>(em, sql, params);
}
