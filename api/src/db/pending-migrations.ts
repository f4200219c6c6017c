import { readdir } from 'node:fs/promises';
import type { MikroORM } from '@mikro-orm/core';
import type { TDatabaseDriver } from './config.ts';
import { MIGRATIONS_DIRECTORIES, MIGRATIONS_TABLE } from './config.ts';

const MIGRATION_FILE = /^(Migration\d+\w*)\.ts$/;

/**
 * The migrations of the driver's folder the database has not applied, oldest first: the files' names
 * against the names MikroORM's migrator records in its table. What `orm.migrator.getPending()` answers,
 * without loading the migrator and every migration file into a serving instance (create-orm.ts). Fails
 * when the table cannot be read, as on a database that was never migrated.
 */
export async function findPendingMigrations(orm: MikroORM, driver: TDatabaseDriver): Promise<string[]> {
  const files = await readdir(MIGRATIONS_DIRECTORIES[driver]);
  const available = files.flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? []);
  const rows: { name: string }[] = await orm.em
    .fork()
    .getConnection()
    .execute(`select name from ${MIGRATIONS_TABLE}`);
  // The migrator records a name without its extension; a name recorded with one still matches.
  const applied = new Set(rows.map(({ name }) => name.replace(/\.(ts|js)$/, '')));
  return available.filter((name) => !applied.has(name)).sort();
}
