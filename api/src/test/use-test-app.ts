import { afterAll, beforeAll } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { TDatabaseDriver } from '../db/config.ts';
import { buildTestApp, type TBuildTestAppOptions } from './build-test-app.ts';
import { createTestDatabase, type TTestDatabase } from './databases.ts';

export type TTestAppHandle = {
  app(): FastifyInstance;
  database(): TTestDatabase;
};

/**
 * Registers beforeAll/afterAll hooks that give the enclosing describe block its own migrated database
 * and app, both torn down afterwards. Call it directly inside `describe`.
 */
export function useTestApp(
  driver: TDatabaseDriver,
  purpose: string,
  options: Omit<TBuildTestAppOptions, 'orm'> = {},
): TTestAppHandle {
  let database: TTestDatabase | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(driver, purpose);
    app = await buildTestApp({ ...options, orm: database.orm });
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  return {
    app: () => {
      if (app === undefined) throw new Error('useTestApp: the app is only available inside tests');
      return app;
    },
    database: () => {
      if (database === undefined) throw new Error('useTestApp: the database is only available inside tests');
      return database;
    },
  };
}
