import { loadDatabaseConfig, loadMfaEncryptionKey, loadSimulatorSeed } from '../config/load-config.ts';
import { createOrm } from '../db/create-orm.ts';
import { ENTITIES } from '../entities.ts';
import { createSecretBox, SECRET_PURPOSES } from '../modules/auth/mfa/secret-box.ts';
import { seedDevelopmentData } from '../seeders/seed-development-data.ts';
import { printError, printLine, runScript } from './output.ts';

/** `npm run db:seed -w api`: demo data for a fresh, migrated database; never touches one with data. */
await runScript(async () => {
  const orm = await createOrm(loadDatabaseConfig(), ENTITIES);
  try {
    const pending = await orm.migrator.getPending();
    if (pending.length > 0) {
      printError(`${pending.length} migration(s) pending: run "npm run db:migrate -w api" first.`);
      return 1;
    }
    const mfaKey = loadMfaEncryptionKey();
    const outcome = await seedDevelopmentData(orm, {
      secretBox: mfaKey === null ? null : createSecretBox(mfaKey, SECRET_PURPOSES.totp),
      simulatorSeed: loadSimulatorSeed(),
    });
    if (outcome === 'seeded' && mfaKey === null) {
      printLine(
        'MFA_ENCRYPTION_KEY is not set: the demo admin sets up an authenticator at the first sign-in.',
      );
    }
    printLine(
      outcome === 'seeded'
        ? 'Demo data seeded.'
        : 'The database already has organizations: seeding skipped (it only runs on an empty database).',
    );
    return 0;
  } finally {
    await orm.close(true);
  }
});
