import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { buildOrmOptions } from './config.ts';

/** Server where scratch databases (tests, migration tooling) are created; any database on it will do. */
export const DEFAULT_SCRATCH_POSTGRES_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

const SAFE_DATABASE_NAME = /^[a-z][a-z0-9_]{0,62}$/;

export function scratchPostgresUrl(): string {
  return process.env['TEST_POSTGRES_URL'] ?? DEFAULT_SCRATCH_POSTGRES_URL;
}

/** A name no other run will pick, e.g. propdesk_test_organizations_3f9a1c2b. */
export function uniqueDatabaseName(purpose: string): string {
  const label = purpose
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 30);
  return `propdesk_${label}_${randomBytes(4).toString('hex')}`;
}

export function withDatabaseName(url: string, databaseName: string): string {
  const target = new URL(url);
  target.pathname = `/${encodeURIComponent(databaseName)}`;
  return target.toString();
}

function assertSafeName(databaseName: string): void {
  // Identifiers cannot be bound as parameters; only a strict pattern makes interpolation safe.
  if (!SAFE_DATABASE_NAME.test(databaseName)) {
    throw new Error(`Refusing to use database name "${databaseName}"`);
  }
}

async function withAdminConnection(adminUrl: string, run: (orm: MikroORM) => Promise<void>): Promise<void> {
  // Plain SQL on the server only: no entity is mapped.
  const orm = await MikroORM.init({
    ...buildOrmOptions({ driver: 'postgresql', url: adminUrl }, []),
    discovery: { warnWhenNoEntities: false },
  });
  try {
    await run(orm);
  } finally {
    await orm.close(true);
  }
}

export async function createPostgresDatabase(adminUrl: string, databaseName: string): Promise<void> {
  assertSafeName(databaseName);
  await withAdminConnection(adminUrl, async (orm) => {
    await orm.em.fork().getConnection().execute(`create database "${databaseName}"`);
  });
}

export async function dropPostgresDatabase(adminUrl: string, databaseName: string): Promise<void> {
  assertSafeName(databaseName);
  await withAdminConnection(adminUrl, async (orm) => {
    // WITH (FORCE) ends leftover sessions (e.g. a pool not yet drained) instead of failing.
    await orm.em.fork().getConnection().execute(`drop database if exists "${databaseName}" with (force)`);
  });
}
