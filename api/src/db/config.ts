import { fileURLToPath } from 'node:url';
import type { Options } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { SqliteDriver } from '@mikro-orm/sqlite';
import type { TDatabaseConfig } from '../config/app-config.ts';
import { PreparingClient } from './prepared-statements.ts';
import { createStatementCountingLogger } from './statement-counter.ts';

export type TDatabaseDriver = TDatabaseConfig['driver'];

/** The entities the ORM maps; the application passes its registry (api/src/entities.ts). */
export type TEntities = NonNullable<Options['entities']>;

/** Each driver has its own migration history: the SQL differs (types, constraints, ALTER support). */
export const MIGRATIONS_DIRECTORIES: Readonly<Record<TDatabaseDriver, string>> = {
  sqlite: fileURLToPath(new URL('./migrations/sqlite', import.meta.url)),
  postgresql: fileURLToPath(new URL('./migrations/postgresql', import.meta.url)),
};

export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export type TOrmOptions = {
  /** Installs the statement counter (db/statement-counter.ts): tests and benchmarks, never production. */
  countsStatements?: boolean;
};

export function databaseNameFromUrl(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/** MikroORM options for the configured database; the one place driver differences are decided. */
export function buildOrmOptions(
  database: TDatabaseConfig,
  entities: TEntities,
  { countsStatements = false }: TOrmOptions = {},
): Partial<Options> {
  const common = {
    entities,
    // Do not loosen: without a fork per request (plugins/database.ts) entities would leak between
    // requests and tenants through the shared identity map.
    allowGlobalContext: false,
    migrations: {
      path: MIGRATIONS_DIRECTORIES[database.driver],
      tableName: MIGRATIONS_TABLE,
      emit: 'ts' as const,
      // Migrations are diffed against a real migrated database (db:migration:create), never against a
      // snapshot file that could drift from the migrations themselves.
      snapshot: false,
      transactional: true,
      // PostgreSQL applies a deploy's migrations all or none. SQLite applies each in its own transaction,
      // so that one rebuilding a table can turn foreign keys off outside any (they cascade otherwise).
      allOrNothing: database.driver === 'postgresql',
      silent: true,
    },
    debug: false,
    ...(countsStatements ? { loggerFactory: createStatementCountingLogger } : {}),
  };

  if (database.driver === 'sqlite') {
    return { ...common, driver: SqliteDriver, dbName: database.path };
  }
  return {
    ...common,
    driver: PostgreSqlDriver,
    clientUrl: database.url,
    // Hot reads run as named prepared statements (prepared-statements.ts).
    driverOptions: { Client: PreparingClient },
    dbName: databaseNameFromUrl(database.url),
  };
}
