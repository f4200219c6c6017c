import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_ALLOCATOR_ENVIRONMENT, JEMALLOC_LIBRARY } from '../../api/src/config/heap-flags.ts';

/** Where Debian, Ubuntu, Fedora and Alpine install shared libraries. */
const LIBRARY_FOLDERS = [
  '/usr/lib/x86_64-linux-gnu',
  '/usr/lib/aarch64-linux-gnu',
  '/lib/x86_64-linux-gnu',
  '/lib/aarch64-linux-gnu',
  '/usr/lib64',
  '/usr/lib',
  '/usr/local/lib',
];

/**
 * The allocator environment of an api process started on this machine (`npm start`, `npm run bench:http`):
 * the image's settings, with jemalloc preloaded when the machine has it. Without it glibc serves, with
 * two arenas, and nothing is printed: preloading a missing library would make the loader complain on
 * every start.
 */
export function apiAllocatorEnvironment(): Record<string, string> {
  const hasJemalloc = LIBRARY_FOLDERS.some((folder) => existsSync(path.join(folder, JEMALLOC_LIBRARY)));
  return { ...API_ALLOCATOR_ENVIRONMENT, ...(hasJemalloc ? { LD_PRELOAD: JEMALLOC_LIBRARY } : {}) };
}
