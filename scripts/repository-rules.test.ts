import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * Rules about the source tree itself that no compiler or linter checks: the repository explains itself
 * (CODE_STYLE.md, "Comments"), and source files stay small enough to read in one sitting.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const WORKSPACES = [
  'api',
  'shared',
  'shell',
  'mf-landing',
  'mf-trader',
  'mf-admin',
  'mf-organization',
  'mf-elite',
  'mf-affiliate',
  'e2e',
  'scripts',
  'bench',
];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFilesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const SOURCE_FILES = WORKSPACES.flatMap((workspace) => sourceFilesUnder(path.join(ROOT, workspace))).map(
  (file) => ({ file: path.relative(ROOT, file), text: readFileSync(file, 'utf8') }),
);

/**
 * Pointers a reader of this repository cannot follow: documents that live outside it and tracker
 * numbers. Comments cite the repository's own documents by title and section instead
 * ("docs: Domain rules › Daily loss"; CODE_STYLE.md, "Comments"). Built from pieces so that this file
 * does not match itself.
 */
const OUTSIDE_POINTERS = [
  new RegExp(
    ['seed[ ]section', 'issue [0-9]', 'DOMAIN[-]RULES', 'PRODUCT\\.md', 'FACTS\\.md'].join('|'),
    'i',
  ),
  /ARCHITECTURE\.md/,
];

/** Files that are data rather than logic (legal texts, demo history, generated migrations) may run long. */
const LONG_DATA_FILES = [
  /^mf-landing\/src\/features\/legal\/documents\//,
  /^api\/src\/db\/migrations\//,
  /\/seeders\/demo-[\w-]+\.ts$/,
];
const MAX_SOURCE_LINES = 400;

describe('the source tree', () => {
  it('was read (the walk found the workspaces)', () => {
    expect(SOURCE_FILES.length).toBeGreaterThan(500);
  });

  it('never points to documents outside the repository or to tracker issues', () => {
    const offenders = SOURCE_FILES.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line, number: index + 1 }))
        .filter(({ line }) => OUTSIDE_POINTERS.some((pointer) => pointer.test(line)))
        .map(({ line, number }) => `${file}:${number}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it(`keeps every source file under ${MAX_SOURCE_LINES} lines, data files aside`, () => {
    const tooLong = SOURCE_FILES.filter(({ file }) => !LONG_DATA_FILES.some((pattern) => pattern.test(file)))
      .map(({ file, text }) => ({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }))
      .filter(({ lines }) => lines > MAX_SOURCE_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
