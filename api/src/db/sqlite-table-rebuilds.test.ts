import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { MIGRATIONS_DIRECTORIES } from './config.ts';

/**
 * SQLite changes a column by rebuilding its table, and MikroORM's generated rebuild turns foreign keys off
 * first. That pragma does nothing inside a transaction, where the migrator runs by default: the old
 * table's drop then cascades and deletes every row that references it. A rebuild must run outside the
 * migrator's transaction (isTransactional) and open its own once foreign keys are off. The rebuilds
 * before the first one written that way ran on tables nothing had filled yet, and are history.
 */
const FIRST_SAFE_REBUILD = 'Migration20261208012546_account_closed.ts';

describe('SQLite migrations that rebuild a table', () => {
  it('turn foreign keys off outside any transaction, then open their own', async () => {
    const directory = MIGRATIONS_DIRECTORIES.sqlite;
    const files = (await readdir(directory)).filter(
      (file) => file.endsWith('.ts') && file >= FIRST_SAFE_REBUILD,
    );
    const offenders: string[] = [];
    let rebuilds = 0;
    for (const file of files) {
      const code = await readFile(path.join(directory, file), 'utf8');
      const upBody = code.slice(code.indexOf('up()'), code.indexOf('down()'));
      if (!upBody.includes('pragma foreign_keys = off')) continue;
      rebuilds += 1;
      const runsOutside = /isTransactional\(\): boolean \{\s*return false;/.test(code);
      const opensOwn = /pragma foreign_keys = off;`\);\s*this\.addSql\(`begin;`\)/.test(upBody);
      if (!runsOutside || !opensOwn) offenders.push(file);
    }
    expect(rebuilds).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });
});
