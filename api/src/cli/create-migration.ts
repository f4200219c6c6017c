import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { buildOrmOptions, MIGRATIONS_DIRECTORIES, type TDatabaseDriver } from '../db/config.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { ENTITIES } from '../entities.ts';
import { printLine, runScript } from './output.ts';

const DRIVERS: readonly TDatabaseDriver[] = ['sqlite', 'postgresql'];

function migrationTimestamp(date: Date): string {
  return date.toISOString().replace(/[-T:]|\.\d{3}Z$/g, '');
}

function migrationBaseName(timestamp: string, label: string | undefined): string {
  return label === undefined ? `Migration${timestamp}` : `Migration${timestamp}_${label}`;
}

/** The generated class is named after MikroORM's own clock; align it with the shared file name. */
async function renameMigrationClass(filePath: string, className: string): Promise<void> {
  const code = await readFile(filePath, 'utf8');
  const generatedName = /export class (\w+) extends Migration/.exec(code)?.[1];
  if (generatedName === undefined || generatedName === className) return;
  await writeFile(filePath, code.replaceAll(generatedName, className));
}

/**
 * Generates the next migration for one driver: a scratch database gets every existing migration, then
 * MikroORM diffs it against the entities. Returns the file written, or undefined when nothing changed.
 */
async function createMigrationFor(driver: TDatabaseDriver, baseName: string): Promise<string | undefined> {
  const scratch = await createScratchDatabase(driver, 'migration_create');
  try {
    const options = buildOrmOptions(scratch.database, ENTITIES);
    const orm = await MikroORM.init({
      ...options,
      migrations: { ...options.migrations, fileName: () => baseName },
    });
    try {
      await orm.migrator.up();
      const result = await orm.migrator.create();
      if (result.fileName === '') return undefined;
      const filePath = path.join(MIGRATIONS_DIRECTORIES[driver], result.fileName);
      await renameMigrationClass(filePath, baseName);
      return filePath;
    } finally {
      await orm.close(true);
    }
  } finally {
    await scratch.drop();
  }
}

/**
 * `npm run db:migration:create -w api -- <name>`: writes the next migration for SQLite and PostgreSQL
 * under one shared name. Needs the PostgreSQL server of TEST_POSTGRES_URL for a scratch database.
 */
await runScript(async () => {
  const label = process.argv[2]?.replace(/[^A-Za-z0-9]+/g, '_');
  const baseName = migrationBaseName(migrationTimestamp(new Date()), label);
  for (const driver of DRIVERS) {
    const written = await createMigrationFor(driver, baseName);
    printLine(written === undefined ? `${driver}: no schema changes.` : `${driver}: wrote ${written}`);
  }
  return 0;
});
