import { describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/core';
import { DOMAIN_CLAIM_TTL_MS } from '@propdesk/shared/contracts';
import { epochMsOf } from '../../db/bulk-sql.ts';
import { buildOrmOptions } from '../../db/config.ts';
import { createScratchDatabase } from '../../db/scratch-database.ts';
import { ENTITIES } from '../../entities.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';

const FIRM_ID = '8a0c3f5e-2b1d-4c6e-9f7a-1b2c3d4e5f61';
const OTHER_FIRM_ID = '8a0c3f5e-2b1d-4c6e-9f7a-1b2c3d4e5f62';

describe.each(TEST_DRIVERS)('the migration that lets firms share unverified claims (%s)', (driver) => {
  it('gives older unverified claims 7 days from now, none to verified domains, and unique verified domains only', async () => {
    const scratch = await createScratchDatabase(driver, 'domain_claims');
    const orm = await MikroORM.init(buildOrmOptions(scratch.database, ENTITIES));
    try {
      await orm.migrator.up({ to: 'Migration20261127135411_order_reconciliations' });
      const connection = orm.em.getConnection();
      const now = new Date().toISOString();
      for (const [id, slug] of [
        [FIRM_ID, 'older-claims'],
        [OTHER_FIRM_ID, 'other-claims'],
      ]) {
        await connection.execute(
          'insert into organizations (id, created_at, updated_at, slug, name) values (?, ?, ?, ?, ?)',
          [id, now, now, slug, slug],
        );
      }
      const insertDomain = (id: string, organizationId: string, domain: string, isVerified: boolean) =>
        connection.execute(
          'insert into organization_domains (id, created_at, updated_at, organization_id, domain, is_verified) values (?, ?, ?, ?, ?, ?)',
          [id, now, now, organizationId, domain, isVerified],
        );
      await insertDomain('9b1d4e6f-3c2e-4d7f-8a9b-2c3d4e5f6a80', FIRM_ID, 'held.older.example', true);
      await insertDomain('9b1d4e6f-3c2e-4d7f-8a9b-2c3d4e5f6a81', FIRM_ID, 'claimed.older.example', false);

      const before = Date.now();
      await orm.migrator.up();

      const rows: { domain: string; expires_at: unknown }[] = await connection.execute(
        'select domain, expires_at from organization_domains order by domain',
      );
      const [claimed, held] = rows.map((row) => epochMsOf(row.expires_at));
      expect(held).toBeNull();
      // The database's clock counts whole seconds on SQLite.
      expect(claimed).toBeGreaterThanOrEqual(before - 1000 + DOMAIN_CLAIM_TTL_MS);
      expect(claimed).toBeLessThanOrEqual(Date.now() + DOMAIN_CLAIM_TTL_MS);

      // Another firm may now claim both; only the verified one stays unique.
      await insertDomain(
        '9b1d4e6f-3c2e-4d7f-8a9b-2c3d4e5f6a82',
        OTHER_FIRM_ID,
        'claimed.older.example',
        false,
      );
      await insertDomain('9b1d4e6f-3c2e-4d7f-8a9b-2c3d4e5f6a83', OTHER_FIRM_ID, 'held.older.example', false);
      await expect(
        connection.execute('update organization_domains set is_verified = ? where domain = ?', [
          true,
          'held.older.example',
        ]),
      ).rejects.toThrow();
    } finally {
      await orm.close(true);
      await scratch.drop();
    }
  });
});
