import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { withLocalDevelopmentEnvironment } from '../scripts/lib/local-environment.ts';
import { repoRoot, run } from '../scripts/lib/run.ts';
import { startServers } from '../scripts/serve/start-servers.ts';
import {
  LANDING_CLS_TARGET,
  LANDING_JS_BUDGET_KB,
  LANDING_JS_TARGET_KB,
  LANDING_LCP_TARGET_MS,
} from './budgets.ts';
import { measureLandingJs } from './measure-landing-js.ts';
import { measureLandingVitals, throttleLikeMobile } from './measure-landing-vitals.ts';
import { packagesOfScripts } from './script-packages.ts';

/**
 * `npm run bench`: serves the production build (build it first: `npm run build`) on a scratch
 * database and prints the JavaScript the landing page loads before it is interactive, file by file,
 * against the budget and the target (the e2e suite enforces the same measurement), whether any of it is
 * Mantine's, then the landing's LCP and CLS on a throttled phone against its targets (budgets.ts).
 */
const database = path.join(repoRoot, '.run', 'bench.sqlite');
rmSync(database, { force: true });
const env = withLocalDevelopmentEnvironment({ ...process.env, SQLITE_PATH: database, LOG_LEVEL: 'warn' });
await run(process.execPath, ['api/src/cli/migrate.ts'], { env, stdio: 'ignore' });
await run(process.execPath, ['api/src/cli/seed.ts'], { env, stdio: 'ignore' });
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
  // Portal pages load Mantine, public pages never do (docs/adr/0010-whole-mantine-for-portal-remotes.md).
  const withMantine = packagesOfScripts(
    scripts.map((script) => script.url),
    repoRoot,
  ).filter((script) => script.packages.some((name) => name.startsWith('@mantine/')));
  console.log(
    `Mantine in the landing's first load: ${withMantine.length === 0 ? 'none' : withMantine.map((script) => script.url).join(', ')}`,
  );

  // Web vitals on a throttled phone, from a fresh context (nothing cached), median of three loads.
  const runs = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
    });
    const mobile = await context.newPage();
    await throttleLikeMobile(mobile);
    runs.push(await measureLandingVitals(mobile, 'http://localhost:3000/'));
    await context.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const lcpMs = median(runs.map((entry) => entry.lcpMs));
  const cls = median(runs.map((entry) => entry.cls));
  console.log(
    `landing on a throttled phone (4× CPU, slow 4G), median of ${runs.length}: LCP ${(lcpMs / 1000).toFixed(2)} s ` +
      `(target ≤ ${LANDING_LCP_TARGET_MS / 1000} s: ${lcpMs <= LANDING_LCP_TARGET_MS ? 'met' : 'NOT MET'}), ` +
      `CLS ${cls.toFixed(3)} (target ≤ ${LANDING_CLS_TARGET}: ${cls <= LANDING_CLS_TARGET ? 'met' : 'NOT MET'})`,
  );
} finally {
  await browser.close();
  servers.stop();
}
