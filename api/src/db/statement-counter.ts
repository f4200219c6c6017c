import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DefaultLogger,
  type LogContext,
  type Logger,
  type LoggerOptions,
  type MikroORM,
} from '@mikro-orm/core';

/**
 * Counts the SQL statements one piece of work (typically one request through `app.inject`) sends.
 *
 * MikroORM 7 hands every statement it sends to its logger's `logQuery`, whatever `debug` says: the
 * queries and streams of `execute`, and the BEGIN, COMMIT, ROLLBACK and SAVEPOINT statements of
 * transactions, which go straight to Kysely and never pass the `onQuery` hook. So the counter is a
 * logger: the default one, plus one push onto the tally of the work in progress, found through
 * AsyncLocalStorage. Statements are attributed by async context, not by connection or fork, so
 * concurrent requests each get their own count. The one statement MikroORM sends without logging is
 * `checkConnection()`'s `select 1` (the readiness probe); it is not counted.
 *
 * Off unless asked for: `createOrm(…, { countsStatements: true })` installs this logger (tests, the HTTP
 * benchmark); server.ts never does, so production runs MikroORM's own logger and pays nothing.
 */

/** The statements of the work in progress, in the order they were sent (SQL text without values). */
const tallies = new AsyncLocalStorage<string[]>();

class StatementCountingLogger extends DefaultLogger {
  override logQuery(context: { query: string } & LogContext): void {
    // A slow statement is logged a second time under 'slow-query' when slowQueryThreshold is set.
    if (context.namespace !== 'slow-query') tallies.getStore()?.push(context.query);
    super.logQuery(context);
  }
}

/** MikroORM's `loggerFactory` for an ORM whose statements can be counted. */
export function createStatementCountingLogger(options: LoggerOptions): Logger {
  return new StatementCountingLogger(options);
}

export type TStatementCount<T> = {
  result: T;
  /** How many statements the work sent before it settled. */
  statements: number;
  /** Their SQL, so a failing expectation shows which statement appeared. */
  sql: readonly string[];
};

/**
 * Runs `work` and counts the statements `orm` sends on its behalf, including those of nested async
 * calls. Statements sent after `work` settles (work it started but did not await) are not counted.
 * Refuses an ORM built without counting, so a forgotten option never reads as zero statements.
 */
export async function countStatements<T>(orm: MikroORM, work: () => Promise<T>): Promise<TStatementCount<T>> {
  if (!(orm.config.getLogger() instanceof StatementCountingLogger)) {
    throw new Error('countStatements: this ORM was built without createOrm(…, { countsStatements: true })');
  }
  const sql: string[] = [];
  // Awaited inside the run: `app.inject` answers a thenable that only starts the request when it is
  // awaited, and awaited outside, the request would run in the caller's context and count nothing.
  const result = await tallies.run(sql, async () => await work());
  return { result, statements: sql.length, sql: [...sql] };
}
