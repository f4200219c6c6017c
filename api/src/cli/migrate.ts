import { loadDatabaseConfig } from '../config/load-config.ts';
import { createOrm } from '../db/create-orm.ts';
import { ENTITIES } from '../entities.ts';
import { printLine, runScript } from './output.ts';

/** `npm run db:migrate -w api`: applies pending migrations to the configured database. */
await runScript(async () => {
  const database = loadDatabaseConfig();
  const orm = await createOrm(database, ENTITIES);
  try {
    const target = database.driver === 'sqlite' ? database.path : 'PostgreSQL (DATABASE_URL)';
    const executed = await orm.migrator.up();
    if (executed.length === 0) {
      printLine(`No pending migrations for ${target}.`);
    } else {
      for (const migration of executed) printLine(`Applied ${migration.name}`);
      printLine(`${executed.length} migration(s) applied to ${target}.`);
    }
    return 0;
  } finally {
    await orm.close(true);
  }
});
