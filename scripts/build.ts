import path from 'node:path';
import { FRONTEND_APPS, type FrontendAppDir } from './serve/apps.ts';
import { isStale } from './lib/freshness.ts';
import { bin, repoRoot, run, runLimited } from './lib/run.ts';

/** Each build writes build-stats.json last, so its age says whether the build is current. */
function buildStamp(app: FrontendAppDir): string {
  return path.join(repoRoot, app, 'build-stats.json');
}

function buildInputs(app: FrontendAppDir): string[] {
  // The shared modules' versions are written into every build's federation config.
  return [app, 'shared/src', 'shared/module-versions.json', 'scripts/webpack', 'package-lock.json'].map((p) =>
    path.join(repoRoot, p),
  );
}

export function staleApps(): FrontendAppDir[] {
  return FRONTEND_APPS.map((app) => app.dir).filter((dir) => isStale(buildStamp(dir), buildInputs(dir)));
}

/** Production builds of the shell and every remote, two at a time. */
export async function buildApps(apps: readonly FrontendAppDir[]): Promise<void> {
  await runLimited(apps, 2, async (app) => {
    const started = Date.now();
    await run(bin('webpack'), ['--mode', 'production', '--stats=errors-warnings'], {
      cwd: path.join(repoRoot, app),
    });
    console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

if (import.meta.main) {
  const onlyStale = process.argv.includes('--if-stale');
  const apps = onlyStale ? staleApps() : FRONTEND_APPS.map((app) => app.dir);
  await buildApps(apps);
}
