import type { TDatabaseConfig } from '../config/app-config.ts';
import type { TDatabaseDriver } from './config.ts';
import { IN_MEMORY_SQLITE } from './create-orm.ts';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  scratchPostgresUrl,
  uniqueDatabaseName,
  withDatabaseName,
} from './postgres-admin.ts';

/** A throwaway empty database: in-memory for SQLite, a uniquely named one for PostgreSQL. */
export type TScratchDatabase = {
  database: TDatabaseConfig;
  /** Removes the database; close every ORM using it first. */
  drop(): Promise<void>;
};

export async function createScratchDatabase(
  driver: TDatabaseDriver,
  purpose: string,
): Promise<TScratchDatabase> {
  if (driver === 'sqlite') {
    // Each connection to :memory: is its own database, gone when the connection closes.
    return { database: { driver: 'sqlite', path: IN_MEMORY_SQLITE }, drop: async () => {} };
  }
  const adminUrl = scratchPostgresUrl();
  const databaseName = uniqueDatabaseName(purpose);
  await createPostgresDatabase(adminUrl, databaseName);
  return {
    database: { driver: 'postgresql', url: withDatabaseName(adminUrl, databaseName) },
    drop: () => dropPostgresDatabase(adminUrl, databaseName),
  };
}
