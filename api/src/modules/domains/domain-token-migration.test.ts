import { describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/core';
import { buildOrmOptions } from '../../db/config.ts';
import { createScratchDatabase } from '../../db/scratch-database.ts';
import { ENTITIES } from '../../entities.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';

describe.each(TEST_DRIVERS)('the migration that gives older domains their token (%s)', (driver) => {
  it('gives each domain added before verification existed a token of its own', async () => {
    const scratch = await createScratchDatabase(driver, 'domain_tokens');
    const orm = await MikroORM.init(buildOrmOptions(scratch.database, ENTITIES));
    try {
      await orm.migrator.up({ to: 'Migration20261127100821_domain_verification' });
      const connection = orm.em.getConnection();
      const now = new Date().toISOString();
      await connection.execute(
        'insert into organizations (id, created_at, updated_at, slug, name) values (?, ?, ?, ?, ?)',
        ['8a0c3f5e-2b1d-4c6e-9f7a-1b2c3d4e5f60', now, now, 'older-firm', 'Older Firm'],
      );
      for (const [id, domain] of [
        ['9b1d4e6f-3c2e-4d7f-8a9b-2c3d4e5f6a70', 'one.older.example'],
        ['9b1d4e6f-3c2e-4d7f-8a9b-2c3d4e5f6a71', 'two.older.example'],
      ]) {
        await connection.execute(
          'insert into organization_domains (id, created_at, updated_at, organization_id, domain, is_verified) values (?, ?, ?, ?, ?, ?)',
          [id, now, now, '8a0c3f5e-2b1d-4c6e-9f7a-1b2c3d4e5f60', domain, false],
        );
      }

      await orm.migrator.up();

      const rows: { verification_token: string }[] = await connection.execute(
        'select verification_token from organization_domains order by domain',
      );
      const tokens = rows.map((row) => row.verification_token);
      expect(tokens).toHaveLength(2);
      for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);
      expect(tokens[0]).not.toBe(tokens[1]);
    } finally {
      await orm.close(true);
      await scratch.drop();
    }
  });
});
