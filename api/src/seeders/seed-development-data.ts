import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { TSecretBox } from '../modules/auth/mfa/secret-box.ts';
import { TotpFactor } from '../modules/auth/mfa/totp-factor.entity.ts';
import { User } from '../modules/tenancy/user.entity.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';
import { seedDemoActivityLog } from './demo-activity-log.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoClients } from './demo-clients.ts';
import { seedDemoCoupons } from './demo-coupons.ts';
import { seedDemoMembers } from './demo-members.ts';
import { seedDemoReceipts } from './demo-receipts.ts';
import { seedDemoRefunds } from './demo-refunds.ts';
import { seedDemoResets } from './demo-resets.ts';
import { seedDemoTradingHistory } from './demo-trading-history.ts';
import { DevSeeder } from './dev-seeder.ts';

export type TSeedOutcome = 'seeded' | 'skipped';

export type TSeedOptions = {
  /**
   * Seals the demo authenticators with the api's MFA_ENCRYPTION_KEY (a box for `SECRET_PURPOSES.totp`).
   * Without it the demo admin has no authenticator yet and sets one up at the first sign-in.
   */
  secretBox: TSecretBox | null;
  /** The api's SIMULATOR_SEED: demo trades are priced on the market the simulator will show. */
  simulatorSeed: number;
  /** When the demo histories end: now, unless a caller seeds up to another instant. */
  now?: number;
};

/** Turns on the documented authenticators of the demo accounts that have one. */
async function seedDemoAuthenticators(em: EntityManager, secretBox: TSecretBox): Promise<void> {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    if (account.totpSecret === null) continue;
    const user = await em.findOneOrFail(User, { email: account.email });
    // The sealed secret is bound to its row, so the id is chosen before sealing.
    const id = randomUUID();
    em.create(TotpFactor, {
      id,
      user,
      encryptedSecret: secretBox.seal(account.totpSecret, id),
      confirmedAt: new Date(),
    });
  }
  await em.flush();
}

/**
 * Runs DevSeeder on an empty database only. Do not loosen: seeding never runs against a database that
 * already has data, so a mistaken `db:seed` against production cannot add demo tenants there.
 */
export async function seedDevelopmentData(orm: MikroORM, options: TSeedOptions): Promise<TSeedOutcome> {
  const existing = await orm.em.fork().count(Organization);
  if (existing > 0) return 'skipped';
  await orm.seeder.seed(DevSeeder);
  if (options.secretBox !== null) await seedDemoAuthenticators(orm.em.fork(), options.secretBox);
  const now = options.now ?? Date.now();
  await seedDemoMembers(orm.em.fork(), { now });
  await seedDemoCoupons(orm.em.fork(), { now });
  await seedDemoResets(orm.em.fork());
  await seedDemoTradingHistory(orm, { now, seed: options.simulatorSeed });
  // The activity log tells the story of the traders above; the extra clients bring their own events.
  await seedDemoActivityLog(orm, now);
  await seedDemoClients(orm, { now, seed: options.simulatorSeed });
  await seedDemoRefunds(orm.em.fork(), { now });
  await seedDemoReceipts(orm);
  return 'seeded';
}
