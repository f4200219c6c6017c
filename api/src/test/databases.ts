import type { MikroORM } from '@mikro-orm/core';
import type { TDatabaseConfig } from '../config/app-config.ts';
import type { TDatabaseDriver } from '../db/config.ts';
import { createOrm } from '../db/create-orm.ts';
import { scratchPostgresUrl } from '../db/postgres-admin.ts';
import { createScratchDatabase, type TScratchDatabase } from '../db/scratch-database.ts';
import { ENTITIES } from '../entities.ts';

/**
 * Integration tests run once per driver. Skipping PostgreSQL takes an explicit PROPDESK_SKIP_POSTGRES=1:
 * a missing server otherwise fails the run, so CI can never pass by silently testing half.
 */
export const TEST_DRIVERS: readonly TDatabaseDriver[] =
  process.env['PROPDESK_SKIP_POSTGRES'] === '1' ? ['sqlite'] : ['sqlite', 'postgresql'];

export type TTestDatabase = {
  driver: TDatabaseDriver;
  database: TDatabaseConfig;
  /** Connected and migrated to the latest committed migration. */
  orm: MikroORM;
  /** Closes the ORM and drops the database. */
  dispose(): Promise<void>;
};

async function createScratch(driver: TDatabaseDriver, purpose: string): Promise<TScratchDatabase> {
  try {
    return await createScratchDatabase(driver, `test_${purpose}`);
  } catch (error) {
    if (driver !== 'postgresql') throw error;
    throw new Error(
      `PostgreSQL is not reachable at ${scratchPostgresUrl()} (TEST_POSTGRES_URL). Start it, or run ` +
        'with PROPDESK_SKIP_POSTGRES=1 to test SQLite only.',
      { cause: error },
    );
  }
}

/** A fresh database of its own for one test file (and driver), with every migration applied. */
export async function createTestDatabase(driver: TDatabaseDriver, purpose: string): Promise<TTestDatabase> {
  const scratch = await createScratch(driver, purpose);
  // Every test ORM can count its statements (countStatements); production's never does.
  const orm = await createOrm(scratch.database, ENTITIES, { countsStatements: true });
  await orm.migrator.up();
  return {
    driver,
    database: scratch.database,
    orm,
    dispose: async () => {
      await orm.close(true);
      await scratch.drop();
    },
  };
}
