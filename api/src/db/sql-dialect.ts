import type { EntityManager } from '@mikro-orm/core';
import { isPostgreSql } from './bulk-sql.ts';

/**
 * SQL fragments that no standard syntax spells the same on both databases, kept to expressions so the
 * statements around them stay one text. SQLite stores a datetime as epoch milliseconds (an integer),
 * PostgreSQL as a timestamptz.
 */

/** The UTC calendar day of a datetime column, as whole days since 1970-01-01 (an integer expression). */
export function utcEpochDaySql(em: EntityManager, column: string): string {
  return isPostgreSql(em)
    ? `cast(floor(extract(epoch from ${column}) / 86400) as integer)`
    : `(${column} / 86400000)`;
}
