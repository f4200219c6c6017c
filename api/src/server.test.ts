import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';

const API_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * What the api image does while it is built (api/Dockerfile): import server.ts once with Node's compile
 * cache on. The import must start nothing, and a later load must find every module in the cache, so
 * that an instance never loads the type-stripping compiler (docs/adr/0011).
 */
function importServer(compileCache: string): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "await import('./src/server.ts');" +
        "process.stdout.write(JSON.stringify(process.moduleLoadList.some((name) => name.includes('amaro'))));",
    ],
    {
      cwd: API_ROOT,
      // No configuration at all: importing must not read it, let alone start a server.
      env: { PATH: process.env['PATH'] ?? '', NODE_COMPILE_CACHE: compileCache },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

describe('server.ts imported, as the image does to fill the compile cache', () => {
  const compileCache = mkdtempSync(path.join(tmpdir(), 'propdesk-compile-cache-'));

  afterAll(() => {
    rmSync(compileCache, { recursive: true, force: true });
  });

  it('starts nothing, and the next load strips no types: every module comes from the cache', () => {
    const first = importServer(compileCache);
    expect({ status: first.status, stderr: first.stderr }).toEqual({ status: 0, stderr: '' });
    // The first load compiled the modules, with the type stripper; the second found them all.
    expect(JSON.parse(first.stdout)).toBe(true);
    const second = importServer(compileCache);
    expect({ status: second.status, stderr: second.stderr }).toEqual({ status: 0, stderr: '' });
    expect(JSON.parse(second.stdout)).toBe(false);
  });
});
