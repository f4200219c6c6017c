import { machineToolsForTests, missingToolsMessage } from './lib/machine-tools.ts';
import { bin, run } from './lib/run.ts';
import { buildApps } from './build.ts';
import { FRONTEND_APPS } from './serve/apps.ts';
import { typecheckAll } from './typecheck.ts';

/**
 * `npm test`: every check CI runs, in order, stopping at the first failure: lint, formatting, types,
 * Jest (every workspace; api against SQLite and PostgreSQL), the production build, the bundle check,
 * then Playwright in Chromium against the production build served as `npm start` serves it. Before any of
 * them it checks that the programs npm does not install (poppler's, Chromium) are there.
 *
 * `--skip-postgres` skips the PostgreSQL half of the api tests and `--skip-redis` the tests of state
 * shared through Redis, for a developer without those servers; without the flags a missing server fails
 * the run.
 */
const args = new Set(process.argv.slice(2));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...(args.has('--skip-postgres') ? { PROPDESK_SKIP_POSTGRES: '1' } : {}),
  ...(args.has('--skip-redis') ? { PROPDESK_SKIP_REDIS: '1' } : {}),
};

const missingTools = missingToolsMessage(machineToolsForTests(env), env['PATH'] ?? '');
if (missingTools !== null) {
  console.error(`\n✖ ${missingTools}`);
  process.exit(1);
}

const steps: [string, () => Promise<void>][] = [
  ['lint', () => run(bin('eslint'), ['--max-warnings=0', '.'])],
  ['format', () => run(bin('prettier'), ['--check', '--log-level=warn', '.'])],
  ['typecheck', typecheckAll],
  [
    'unit and integration tests',
    () =>
      run(bin('jest'), ['--ci'], {
        env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
      }),
  ],
  ['production build', () => buildApps(FRONTEND_APPS.map((app) => app.dir))],
  ['bundle check', () => run(process.execPath, ['scripts/check-bundles.ts'], { env })],
  [
    'end-to-end tests',
    () => run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], { env }),
  ],
];

for (const [name, step] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await step();
  } catch (error) {
    console.error(`\n✖ ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log('\nAll checks passed.');
