import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function readRepoFile(file: string): string {
  return readFileSync(path.join(repoRoot, file), 'utf8');
}
