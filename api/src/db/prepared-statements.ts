import pg from 'pg';

/**
 * Named prepared statements for the api's hand-written reads on PostgreSQL (`selectRows`).
 *
 * A statement sent without a name is parsed and planned by the server every time. For the account
 * page's one statement (a join with a sub-select) planning took longer than running it, and was half
 * or more of the database's CPU per request (docs/adr/0011). A named statement is parsed once per
 * connection, and after a few runs PostgreSQL keeps a generic plan for it.
 *
 * Only texts marked here are named: each name costs the server memory on every pooled connection for
 * as long as the connection lives, so statements whose text varies with the data (the simulator's
 * multi-row VALUES lists, MikroORM's own SQL with its values written into the text) stay unnamed. The
 * marked texts are bounded in number; past the bound a text runs unnamed, as before.
 */
const MAX_NAMED_TEXTS = 1_000;

const namesByText = new Map<string, string>();

/** Marks a parameterized statement's text to run as a named prepared statement (bounded, see above). */
export function prepareOnEveryConnection(text: string): void {
  if (namesByText.has(text) || namesByText.size >= MAX_NAMED_TEXTS) return;
  namesByText.set(text, `propdesk_${namesByText.size + 1}`);
}

/** The name a marked text runs under; undefined for any other text. */
export function preparedStatementName(text: string): string | undefined {
  return namesByText.get(text);
}

type TQuery = (this: pg.Client, ...args: unknown[]) => unknown;
const sendQuery = pg.Client.prototype.query as TQuery;

/**
 * The pool's client class (`driverOptions.Client`): Kysely hands every statement to `query(text,
 * values)`, and a marked text goes out as `{ name, text, values }` instead, which pg prepares on the
 * connection the first time it meets the name there. Anything else (a cursor, a config object, an
 * unmarked text) passes through untouched.
 */
export class PreparingClient extends pg.Client {}

Object.defineProperty(PreparingClient.prototype, 'query', {
  value: function query(this: pg.Client, ...args: unknown[]): unknown {
    const [text, values, callback] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? preparedStatementName(text) : undefined;
    if (name === undefined) return sendQuery.apply(this, args);
    return sendQuery.call(this, { name, text, values }, callback);
  },
});
