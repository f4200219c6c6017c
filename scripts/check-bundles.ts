import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_ENTRY_BUDGET_KB } from '../bench/budgets.ts';
import { repoRoot } from './lib/run.ts';
import { FRONTEND_APPS } from './serve/apps.ts';
import { checkSharedModuleVersions } from './shared-versions.ts';
import type { BuildStats } from './webpack/build-stats-plugin.ts';
import { SINGLE_COPY_PACKAGES } from './webpack/shared-dependencies.ts';

export interface BundleProblem {
  message: string;
}

function readStats(app: string): BuildStats {
  return JSON.parse(readFileSync(path.join(repoRoot, app, 'build-stats.json'), 'utf8')) as BuildStats;
}

/**
 * Exactly one copy of each single-copy package across all production builds: only one build (the
 * shell, which provides it to the remotes) contains its code. Inside one build webpack gives every
 * module one id, so the code runs once even if a small wrapper module is emitted into two chunks.
 */
export function findDuplicatePackages(statsByApp: Record<string, BuildStats>): BundleProblem[] {
  const problems: BundleProblem[] = [];
  for (const name of SINGLE_COPY_PACKAGES) {
    const owners = bundlesContaining(statsByApp, name);
    if (owners.length !== 1) {
      problems.push({
        message: `${name} is bundled by ${owners.length} builds (${owners.join(', ') || 'none'}); expected exactly one`,
      });
    }
  }
  return problems;
}

/**
 * Every shared module a remote consumes is provided by the shell: a remote builds none of them
 * (`import: false`), so one the shell does not provide fails that remote at run time ("Can not get").
 */
export function findMissingProvides(statsByApp: Record<string, BuildStats>): BundleProblem[] {
  const provided = new Set(statsByApp.shell?.provides ?? []);
  return Object.entries(statsByApp)
    .filter(([app]) => app !== 'shell')
    .flatMap(([app, stats]) =>
      stats.consumes
        .filter((key) => !provided.has(key))
        .map((key) => ({ message: `${app} consumes ${key}, which the shell does not provide` })),
    );
}

export function bundlesContaining(statsByApp: Record<string, BuildStats>, name: string): string[] {
  return Object.entries(statsByApp)
    .filter(([, stats]) => stats.packages.includes(name))
    .map(([app]) => app);
}

export function gzipKb(file: string): number {
  return gzipSync(readFileSync(file)).length / 1024;
}

if (import.meta.main) {
  const statsByApp = Object.fromEntries(FRONTEND_APPS.map((app) => [app.dir, readStats(app.dir)]));
  // The versions the shell provides and remotes require are only as good as their match with the
  // modules' exports (shared-versions.ts).
  const versionProblems = checkSharedModuleVersions();
  if (versionProblems.length === 0) console.log('shared modules: exports recorded at their versions');
  const problems = [
    ...findDuplicatePackages(statsByApp),
    ...findMissingProvides(statsByApp),
    ...versionProblems.map((message) => ({ message })),
  ];
  for (const app of FRONTEND_APPS.filter((candidate) => candidate.dir !== 'shell')) {
    const size = gzipKb(path.join(repoRoot, app.dir, 'dist', 'remoteEntry.js'));
    console.log(
      `${app.dir}/remoteEntry.js: ${size.toFixed(1)} KB gzip (budget ${REMOTE_ENTRY_BUDGET_KB} KB)`,
    );
    if (size > REMOTE_ENTRY_BUDGET_KB) {
      problems.push({
        message: `${app.dir}/remoteEntry.js is ${size.toFixed(1)} KB gzip, over ${REMOTE_ENTRY_BUDGET_KB} KB`,
      });
    }
  }
  for (const name of SINGLE_COPY_PACKAGES) {
    const owners = bundlesContaining(statsByApp, name);
    console.log(`${name}: bundled by ${owners.join(', ') || 'no build'}`);
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✖ ${problem.message}`);
    process.exit(1);
  }
  console.log('Bundle check passed.');
}
