import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { TDatabaseConfig } from '../config/app-config.ts';
import { buildOrmOptions, type TEntities, type TOrmOptions } from './config.ts';

export const IN_MEMORY_SQLITE = ':memory:';

function ensureDatabaseDirectory(database: TDatabaseConfig): void {
  if (database.driver === 'sqlite' && database.path !== IN_MEMORY_SQLITE) {
    mkdirSync(path.dirname(database.path), { recursive: true });
  }
}

/**
 * Builds the ORM with its tools (`orm.migrator`, `orm.seeder`: MikroORM's `init` loads them from the
 * installed packages), without connecting (call `orm.connect()` to fail fast): for the command line,
 * tests and benchmarks. For a SQLite file the directory is created first, so a fresh checkout works
 * without any setup.
 */
export async function createOrm(
  database: TDatabaseConfig,
  entities: TEntities,
  options: TOrmOptions = {},
): Promise<MikroORM> {
  ensureDatabaseDirectory(database);
  return MikroORM.init(buildOrmOptions(database, entities, options));
}

/**
 * The ORM of a serving api instance: the same options without the tools. The migration and seeding
 * packages cost an idle instance about 6 MB, and an instance never migrates or seeds (db:migrate does);
 * it only says which migrations are pending (pending-migrations.ts), which needs neither.
 */
export function createServingOrm(
  database: TDatabaseConfig,
  entities: TEntities,
  options: TOrmOptions = {},
): MikroORM {
  ensureDatabaseDirectory(database);
  // The constructor, unlike init, loads no extension; it discovers the entities (classes) synchronously.
  return new MikroORM(buildOrmOptions(database, entities, options));
}
