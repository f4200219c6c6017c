import { bin, run, runLimited } from './lib/run.ts';
import { FRONTEND_APPS } from './serve/apps.ts';

/** Every TypeScript project: the tooling at the root, then each workspace. */
export const TYPECHECK_PROJECTS = ['.', 'shared', 'api', 'e2e', ...FRONTEND_APPS.map((app) => app.dir)];

/** Two at a time: tsc is CPU-bound and the machines have two cores. */
export async function typecheckAll(): Promise<void> {
  await runLimited(TYPECHECK_PROJECTS, 2, (project) => run(bin('tsc'), ['--noEmit', '-p', project]));
}

if (import.meta.main) await typecheckAll();
