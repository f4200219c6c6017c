import type { TDatabaseDriver } from '../db/config.ts';
import { findSchemaDrift } from '../db/schema-drift.ts';
import { ENTITIES } from '../entities.ts';
import { printError, printLine, runScript } from './output.ts';

const DRIVERS: readonly TDatabaseDriver[] = ['sqlite', 'postgresql'];

/**
 * `npm run db:migration:check -w api`: for each driver, migrates a fresh database and asks MikroORM
 * for the remaining difference to the entities. Exit 1 (with the SQL) when an entity has no migration.
 */
await runScript(async () => {
  let hasDrift = false;
  for (const driver of DRIVERS) {
    const drift = await findSchemaDrift(driver, ENTITIES);
    if (drift === '') {
      printLine(`${driver}: migrations match the entities.`);
    } else {
      hasDrift = true;
      printError(`${driver}: the entities need changes no migration makes:\n${drift}`);
    }
  }
  if (hasDrift) printError('Run "npm run db:migration:create -w api -- <name>" and commit the result.');
  return hasDrift ? 1 : 0;
});
