import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { withLocalDevelopmentEnvironment } from '../scripts/lib/local-environment.ts';
import { repoRoot, run } from '../scripts/lib/run.ts';
import { startServers } from '../scripts/serve/start-servers.ts';
import { LANDING_JS_BUDGET_KB, LANDING_JS_TARGET_KB } from './budgets.ts';
import { auditPages, formatAudit } from './lighthouse-audit.ts';
import { measureLandingJs } from './measure-landing-js.ts';
import { packagesOfScripts } from './script-packages.ts';

/**
 * `npm run bench`: serves the production build (build it first: `npm run build`) on a scratch
 * database and prints the JavaScript the landing page loads before it is interactive, file by file,
 * against the budget and the target (the e2e suite enforces the same measurement), whether any of it is
 * Mantine's, then Lighthouse's scores and timings (TBT, TTI, LCP, CLS) for the public pages on a phone
 * against their targets (budgets.ts).
 */
const database = path.join(repoRoot, '.run', 'bench.sqlite');
rmSync(database, { force: true });
const env = withLocalDevelopmentEnvironment({ ...process.env, SQLITE_PATH: database, LOG_LEVEL: 'warn' });
await run(process.execPath, ['api/src/cli/migrate.ts'], { env, stdio: 'ignore' });
await run(process.execPath, ['api/src/cli/seed.ts'], { env, stdio: 'ignore' });
const servers = await startServers(env);

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath: chromePath,
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

  // Lighthouse runs its own Chromium: this one must not compete with it for the CPU.
  await browser.close();

  // The landing, a content page and a firm's own landing, each the median of three Lighthouse runs.
  const pages = ['/', '/faq', '/client/vegafundedelite'].map((page) => `http://localhost:3000${page}`);
  console.log('\nLighthouse (mobile, simulated 4× CPU and slow 4G), median of 3 runs per page:');
  for (const audit of await auditPages(pages, { chromePath, runs: 3 })) {
    console.log(formatAudit(audit));
    for (const failing of audit.failing) console.log(`    ${failing}`);
  }
} finally {
  await browser.close();
  servers.stop();
}
