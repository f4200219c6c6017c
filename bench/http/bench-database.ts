import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TDatabaseDriver } from '../../api/src/db/config.ts';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  scratchPostgresUrl,
  uniqueDatabaseName,
  withDatabaseName,
} from '../../api/src/db/postgres-admin.ts';
import { run } from '../../scripts/lib/run.ts';

export type TBenchDatabase = {
  /** The api's environment pointed at this database. */
  env: NodeJS.ProcessEnv;
  /** Removes the database; stop every process using it first. */
  dispose(): Promise<void>;
};

/**
 * A scratch database the api processes share (a SQLite file in a temporary folder, or a uniquely named
 * PostgreSQL database on TEST_POSTGRES_URL's server), migrated and seeded with the demo data by the
 * api's own command-line tools, as `npm start` does.
 */
export async function createBenchDatabase(
  driver: TDatabaseDriver,
  baseEnv: NodeJS.ProcessEnv,
): Promise<TBenchDatabase> {
  const { DATABASE_URL: _ignored, ...withoutUrl } = baseEnv;
  let database: TBenchDatabase;
  if (driver === 'sqlite') {
    const folder = mkdtempSync(path.join(tmpdir(), 'propdesk-bench-http-'));
    database = {
      env: { ...withoutUrl, SQLITE_PATH: path.join(folder, 'bench.sqlite') },
      dispose: async () => rmSync(folder, { recursive: true, force: true }),
    };
  } else {
    const adminUrl = scratchPostgresUrl();
    const name = uniqueDatabaseName('bench_http');
    await createPostgresDatabase(adminUrl, name);
    database = {
      env: { ...withoutUrl, DATABASE_URL: withDatabaseName(adminUrl, name) },
      dispose: () => dropPostgresDatabase(adminUrl, name),
    };
  }
  try {
    for (const tool of ['api/src/cli/migrate.ts', 'api/src/cli/seed.ts']) {
      await run(process.execPath, [tool], { env: database.env, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    return database;
  } catch (error) {
    await database.dispose();
    throw error;
  }
}
