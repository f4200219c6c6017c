import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { API_ENVIRONMENT_VARIABLES, ConfigError, loadConfig } from '../api/src/config/load-config.ts';
import { REMOTE_NAMES } from '../shared/src/federation/remotes.ts';
import { remoteUrlVariable } from './serve/runtime-config.ts';

/**
 * The README's environment table and .env.example list what the code reads, no more and no less: the
 * api's variables (the config loader's own list) and those of the programs that serve the front ends,
 * found in their source.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

/** `npm start` and one app server: what they read is in these files and every module of scripts/ they import. */
const SERVING_ENTRY_POINTS = ['scripts/start.ts', 'scripts/serve/serve-app.ts'];

/** `env.NAME`, `process.env.NAME` and `env['NAME']`: how the serving scripts read a variable. */
const VARIABLE_READ = /\benv(?:\.|\[')([A-Z][A-Z0-9_]*)/g;
const RELATIVE_IMPORT = /(?:from |import\()'(\.{1,2}\/[^']+\.ts)'/g;

function readText(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

/** The files an entry point loads from scripts/, itself included. */
function scriptsLoadedBy(entry: string, found = new Set<string>()): Set<string> {
  if (found.has(entry)) return found;
  found.add(entry);
  for (const [, specifier] of readText(entry).matchAll(RELATIVE_IMPORT)) {
    const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(entry), specifier ?? ''));
    if (target.startsWith('scripts/')) scriptsLoadedBy(target, found);
  }
  return found;
}

function servingVariables(): string[] {
  const files = new Set(SERVING_ENTRY_POINTS.flatMap((entry) => [...scriptsLoadedBy(entry)]));
  const read = [...files].flatMap((file) =>
    [...readText(file).matchAll(VARIABLE_READ)].map(([, name]) => name ?? ''),
  );
  // The one name built at run time: the address of each remote.
  return [...read, ...REMOTE_NAMES.map(remoteUrlVariable)];
}

function sortedUnique(names: Iterable<string>): string[] {
  return [...new Set(names)].sort();
}

const KNOWN_VARIABLES = sortedUnique([...API_ENVIRONMENT_VARIABLES, ...servingVariables()]);

/** What a production api refuses to start without: the variables named by loading an empty environment. */
function requiredInProduction(): string[] {
  try {
    loadConfig({});
  } catch (error) {
    if (error instanceof ConfigError) return sortedUnique(error.issues.map((issue) => issue.variable));
    throw error;
  }
  throw new Error('an empty environment loaded in production');
}

type TTableRow = { names: string[]; production: string };

/** The rows of the table under the README's "Environment" heading. */
function readmeTable(): TTableRow[] {
  const readme = readText('README.md');
  const section = readme.slice(readme.indexOf('\n## Environment\n')).split(/\n## /)[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return {
        names: [...(cells[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name ?? ''),
        production: cells.at(-2) ?? '',
      };
    });
}

/** Each variable of .env.example, and whether its line is commented out (optional). */
function exampleVariables(): { name: string; isSet: boolean }[] {
  return [...readText('.env.example').matchAll(/^(# )?([A-Z][A-Z0-9_]*)=/gm)].map(([, comment, name]) => ({
    name: name ?? '',
    isSet: comment === undefined,
  }));
}

describe('the documented environment', () => {
  it('is checked against what the code reads (the scan finds the api and the app servers)', () => {
    expect(KNOWN_VARIABLES).toEqual(
      expect.arrayContaining(['JWT_SECRET', 'DATABASE_URL', 'SHELL_ORIGINS', 'REMOTE_MF_TRADER_URL']),
    );
    expect(requiredInProduction()).toContain('JWT_SECRET');
  });

  it('README lists every variable the api and the app servers read, once, and nothing else', () => {
    const listed = readmeTable().flatMap((row) => row.names);
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
    expect(sortedUnique(listed)).toEqual(KNOWN_VARIABLES);
  });

  it('README marks as required in production exactly what the api refuses to start without', () => {
    const required = readmeTable()
      .filter((row) => row.production.startsWith('**required**'))
      .flatMap((row) => row.names);
    expect(sortedUnique(required)).toEqual(requiredInProduction());
  });

  it('.env.example lists every variable once, and nothing else', () => {
    const listed = exampleVariables().map((variable) => variable.name);
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
    expect(sortedUnique(listed)).toEqual(KNOWN_VARIABLES);
  });

  it('.env.example sets only what production requires, and leaves every secret empty', () => {
    const set = exampleVariables().filter((variable) => variable.isSet);
    expect(sortedUnique(set.map((variable) => variable.name))).toEqual(requiredInProduction());
    const secrets = readText('.env.example').match(/^[A-Z_]*(?:SECRET|KEY)[A-Z_]*=.*$/gm) ?? [];
    expect(secrets.length).toBeGreaterThan(0);
    expect(secrets.filter((line) => !line.endsWith('='))).toEqual([]);
  });
});
