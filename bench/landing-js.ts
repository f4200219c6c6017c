import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot, run } from '../scripts/lib/run.ts';
import { startServers } from '../scripts/serve/start-servers.ts';
import { LANDING_JS_BUDGET_KB, LANDING_JS_TARGET_KB } from './budgets.ts';
import { measureLandingJs } from './measure-landing-js.ts';

/**
 * `npm run bench`: serves the production build (build it first: `npm run build`) on a scratch
 * database and prints the JavaScript the landing page loads before it is interactive, file by file,
 * against the budget and the target. The e2e suite enforces the same measurement.
 */
const database = path.join(repoRoot, '.run', 'bench.sqlite');
rmSync(database, { force: true });
const env = { ...process.env, SQLITE_PATH: database, LOG_LEVEL: 'warn', HOST: 'localhost' };
await run(process.execPath, ['api/src/db/cli/migrate.ts'], { env, stdio: 'ignore' });
await run(process.execPath, ['api/src/db/cli/seed.ts'], { env, stdio: 'ignore' });
const servers = await startServers(env);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage();
  const { scripts, totalGzipKb } = await measureLandingJs(page, 'http://localhost:3000/');
  for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${script.url}`);
  }
  const verdict =
    totalGzipKb <= LANDING_JS_TARGET_KB
      ? 'within target'
      : totalGzipKb <= LANDING_JS_BUDGET_KB
        ? 'within budget, above target'
        : 'OVER BUDGET';
  console.log(
    `\nlanding JS before interactive: ${totalGzipKb.toFixed(1)} KB gzip in ${scripts.length} files — budget ${LANDING_JS_BUDGET_KB} KB, target ${LANDING_JS_TARGET_KB} KB: ${verdict}`,
  );
} finally {
  await browser.close();
  servers.stop();
}
