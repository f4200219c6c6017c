import type { MikroORM } from '@mikro-orm/core';
import type { TDatabaseDriver, TEntities } from './config.ts';
import { createOrm } from './create-orm.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** SQL that would bring a database to the entities' schema; empty when they agree. */
export async function pendingSchemaChanges(orm: MikroORM): Promise<string> {
  const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false });
  return sql.trim();
}

/**
 * Applies every committed migration of `driver` to a fresh database and reports what `entities`
 * still need. Non-empty means an entity changed without a migration (or a migration was edited).
 */
export async function findSchemaDrift(driver: TDatabaseDriver, entities: TEntities): Promise<string> {
  const scratch = await createScratchDatabase(driver, 'drift_check');
  try {
    const orm = await createOrm(scratch.database, entities);
    try {
      await orm.migrator.up();
      return await pendingSchemaChanges(orm);
    } finally {
      await orm.close(true);
    }
  } finally {
    await scratch.drop();
  }
}
