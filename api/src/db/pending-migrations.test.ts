import { describe, expect, it } from '@jest/globals';
import { ENTITIES } from '../entities.ts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { createOrm, createServingOrm } from './create-orm.ts';
import { findPendingMigrations } from './pending-migrations.ts';
import { createScratchDatabase } from './scratch-database.ts';

describe.each(TEST_DRIVERS)('the pending migrations a serving instance reports (%s)', (driver) => {
  it('are the ones the migrator would run, read without the migrator', async () => {
    const scratch = await createScratchDatabase(driver, 'pending_migrations');
    // One ORM: a scratch SQLite database lives in its connection's memory.
    const orm = await createOrm(scratch.database, ENTITIES);
    try {
      await orm.migrator.up({ to: 'Migration20261127100821_domain_verification' });
      const expected = (await orm.migrator.getPending()).map((migration) => migration.name);
      expect(expected.length).toBeGreaterThan(0);
      expect(await findPendingMigrations(orm, driver)).toEqual(expected);

      await orm.migrator.up();
      expect(await findPendingMigrations(orm, driver)).toEqual([]);
    } finally {
      await orm.close(true);
      await scratch.drop();
    }
  });

  it('cannot be read from a database that was never migrated, by an ORM without the migrator', async () => {
    const scratch = await createScratchDatabase(driver, 'never_migrated');
    const serving = createServingOrm(scratch.database, ENTITIES);
    try {
      await expect(findPendingMigrations(serving, driver)).rejects.toThrow();
    } finally {
      await serving.close(true);
      await scratch.drop();
    }
  });
});
