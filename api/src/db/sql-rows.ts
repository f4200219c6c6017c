import { JsonType, type EntityDictionary, type EntityManager, type EntityName } from '@mikro-orm/core';
import { queryRows } from './bulk-sql.ts';

/**
 * Hand-written SQL for the hottest reads (the access check of every authenticated request, the trader's
 * account pages), with rows typed and converted the way MikroORM converts them.
 *
 * Why not `em.find`: building a query from a filter object, hydrating entities and tracking them in the
 * identity map costs about 0.7 ms of CPU per statement, five times the round trip itself; a read that
 * answers a page and is then dropped needs none of it. What stays from MikroORM: the statement goes
 * through the request's EntityManager (its transaction, its logger, so statement counts include it), and
 * the entity's columns are mapped to its property names with dates, booleans and JSON converted for either
 * database. Unlike MikroORM's own statements, the values are bound as parameters, not written into the
 * text, so the text is the same on every request: PostgreSQL runs it as a named prepared statement
 * (prepared-statements.ts), parsed and planned once per connection instead of on every request.
 *
 * Keep the SQL portable (plain snake_case names, standard SQL): both databases run the same text.
 */
/** Instants are bound as each database stores them (bulk-sql.ts). */
export type TSqlParam = string | number | boolean | Date;

/** A row: the listed scalar properties of the entity, plus any other column under its own name, raw. */
export type TSqlRow<T, K extends keyof T> = Pick<T, K> & { readonly [column: string]: unknown };

/** Maps one entity's columns of a raw row to its properties (other columns stay as they are). */
export function mapEntityColumns<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const metadata = em.getMetadata().get(entity);
  const mapped = (em.getDriver().mapResult(row as EntityDictionary<T>, metadata) ?? {}) as Record<
    string,
    unknown
  >;
  // mapResult converts dates and booleans; JSON is converted at hydration, which is skipped here.
  for (const property of metadata.props) {
    if (!(property.customType instanceof JsonType) || !(property.name in mapped)) continue;
    mapped[property.name] = property.customType.convertToJSValue(mapped[property.name], em.getPlatform());
  }
  return mapped;
}

/**
 * Runs `sql` and answers its rows with `properties` (scalar properties of `entity`, selected by their
 * column names) converted. A listed property missing from a row is a mistake in the SQL and throws.
 */
export async function selectRows<T extends object, K extends keyof T & string>(
  em: EntityManager,
  entity: EntityName<T>,
  { sql, params, properties }: { sql: string; params: readonly TSqlParam[]; properties: readonly K[] },
): Promise<TSqlRow<T, K>[]> {
  const rows = await queryRows<Record<string, unknown>>(em, sql, params, { prepared: true });
  return rows.map((row) => {
    const mapped = mapEntityColumns(em, entity, row);
    for (const property of properties) {
      if (!(property in mapped)) throw new Error(`selectRows: the SQL selects no column for ${property}`);
    }
    return mapped as TSqlRow<T, K>;
  });
}

/** A count or an id read from a raw column (PostgreSQL answers counts as text). */
export function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}
