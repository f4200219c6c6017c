import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', '.git', 'coverage']);

/** Newest modification time of the files under the given paths (0 when none exist). */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (target: string) => {
    if (!existsSync(target)) return;
    const stats = statSync(target);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(target)) if (!SKIPPED.has(entry)) visit(path.join(target, entry));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/** True when `output` is missing or older than any of the inputs. */
export function isStale(output: string, inputs: string[]): boolean {
  if (!existsSync(output)) return true;
  return newestMtime(inputs) > statSync(output).mtimeMs;
}
