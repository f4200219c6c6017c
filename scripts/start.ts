import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildApps, staleApps } from './build.ts';
import { withLocalDevelopmentEnvironment } from './lib/local-environment.ts';
import { bootstrapTokenNotice } from './lib/local-secrets.ts';
import { repoRoot, run } from './lib/run.ts';
import { APP_PORTS } from './serve/apps.ts';
import { startServers, stopOnSignals } from './serve/start-servers.ts';

/**
 * `npm start`: from a fresh clone to a running portal. Installs what is missing, builds what is stale,
 * migrates and seeds the embedded SQLite database (seeding never touches a database with data), then
 * serves the api and every app from its own port.
 */
const args = new Set(process.argv.slice(2));

/**
 * `npm install` from the lock file rather than `npm ci`: our registry mirror serves only the platform
 * packages of this machine (no darwin/win32 builds of swc or rspack), so the lock file cannot list them
 * and `npm ci` refuses it as out of sync. With an existing lock `npm install` installs the locked versions.
 */
const INSTALL_ARGS = ['install', '--no-audit', '--no-fund'];

function needsInstall(): boolean {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  return !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs;
}

if (!args.has('--skip-install') && needsInstall()) {
  console.log('Installing dependencies…');
  await run('npm', INSTALL_ARGS);
}

if (!args.has('--skip-build')) {
  const apps = staleApps();
  if (apps.length > 0) {
    console.log(`Building ${apps.join(', ')}…`);
    await buildApps(apps);
  }
}

const env = withLocalDevelopmentEnvironment(process.env);
await run(process.execPath, ['api/src/cli/migrate.ts'], { env });
await run(process.execPath, ['api/src/cli/seed.ts'], { env });

const servers = await startServers(env);
stopOnSignals(servers);
console.log(`\nPropDesk is running: open http://localhost:${APP_PORTS.shell}\n`);
console.log(bootstrapTokenNotice(env, `http://localhost:${APP_PORTS.shell}/admin/auth`));
