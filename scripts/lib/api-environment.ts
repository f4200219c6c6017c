import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_ALLOCATOR_ENVIRONMENT, JEMALLOC_LIBRARY } from '../../api/src/config/heap-flags.ts';
import { repoRoot } from './run.ts';

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
 * Node's compile cache for a server process started on this machine, in the checkout's `.run` folder.
 * Node keeps there what it made of each module: the code V8 compiled and, for a `.ts` file, the
 * JavaScript left once the types are stripped. A process whose modules are all in it never loads the
 * type-stripping compiler (about 18 MB of memory) and starts sooner. The first start fills it; Node
 * checks every entry against its file, so an edited module is simply compiled again.
 */
export function compileCacheEnvironment(): Record<string, string> {
  return { NODE_COMPILE_CACHE: path.join(repoRoot, '.run', 'compile-cache') };
}

/**
 * The environment of an api process started on this machine (`npm start`, `npm run bench:http`): the
 * image's allocator settings, with jemalloc preloaded when the machine has it, and the compile cache.
 * Without jemalloc glibc serves, with two arenas, and nothing is printed: preloading a missing library
 * would make the loader complain on every start.
 */
export function apiProcessEnvironment(): Record<string, string> {
  const hasJemalloc = LIBRARY_FOLDERS.some((folder) => existsSync(path.join(folder, JEMALLOC_LIBRARY)));
  return {
    ...API_ALLOCATOR_ENVIRONMENT,
    ...(hasJemalloc ? { LD_PRELOAD: JEMALLOC_LIBRARY } : {}),
    ...compileCacheEnvironment(),
  };
}
