import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { TDatabaseConfig } from '../config/app-config.ts';
import { buildOrmOptions, type TEntities, type TOrmOptions } from './config.ts';

export const IN_MEMORY_SQLITE = ':memory:';

/**
 * Builds the ORM without connecting (call `orm.connect()` to fail fast). For a SQLite file the
 * directory is created first, so a fresh checkout works without any setup.
 */
export async function createOrm(
  database: TDatabaseConfig,
  entities: TEntities,
  options: TOrmOptions = {},
): Promise<MikroORM> {
  if (database.driver === 'sqlite' && database.path !== IN_MEMORY_SQLITE) {
    mkdirSync(path.dirname(database.path), { recursive: true });
  }
  return MikroORM.init(buildOrmOptions(database, entities, options));
}
