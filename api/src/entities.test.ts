import { describe, expect, it } from '@jest/globals';
import { defineEntity, MikroORM, p } from '@mikro-orm/core';
import { buildOrmOptions } from './db/config.ts';
import { findSchemaDrift, pendingSchemaChanges } from './db/schema-drift.ts';
import { createScratchDatabase } from './db/scratch-database.ts';
import { ENTITIES } from './entities.ts';
import { TEST_DRIVERS } from './test/databases.ts';

/** An entity with no migration, standing in for a developer who forgot `db:migration:create`. */
const UnmigratedEntity = defineEntity({
  name: 'UnmigratedEntity',
  tableName: 'unmigrated_entities',
  properties: { id: p.uuid().primary(), label: p.string() },
});

describe.each(TEST_DRIVERS)('migrations versus entities (%s)', (driver) => {
  it('the committed migrations produce exactly the schema the entities describe', async () => {
    const drift = await findSchemaDrift(driver, ENTITIES);

    // A failure here means an entity changed without a migration: run `npm run db:migration:create -w api`.
    expect(drift).toBe('');
  });

  it('would notice an entity that has no migration', async () => {
    const scratch = await createScratchDatabase(driver, 'drift_probe');
    const orm = await MikroORM.init({
      ...buildOrmOptions(scratch.database, ENTITIES),
      entities: [...ENTITIES, UnmigratedEntity],
    });
    try {
      await orm.migrator.up();

      expect(await pendingSchemaChanges(orm)).toContain('unmigrated_entities');
    } finally {
      await orm.close(true);
      await scratch.drop();
    }
  });
});
