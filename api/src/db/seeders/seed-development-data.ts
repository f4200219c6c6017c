import type { MikroORM } from '@mikro-orm/core';
import { Organization } from '../../modules/organizations/organization.entity.ts';
import { DevSeeder } from './dev-seeder.ts';

export type TSeedOutcome = 'seeded' | 'skipped';

/**
 * Runs DevSeeder on an empty database only. Do not loosen: seeding never runs against a database that
 * already has data, so a mistaken `db:seed` against production cannot add demo tenants there.
 */
export async function seedDevelopmentData(orm: MikroORM): Promise<TSeedOutcome> {
  const existing = await orm.em.fork().count(Organization);
  if (existing > 0) return 'skipped';
  await orm.seeder.seed(DevSeeder);
  return 'seeded';
}
