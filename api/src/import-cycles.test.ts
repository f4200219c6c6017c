import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

/**
 * Imports point down, never in a cycle (CODE_STYLE.md, "Layering"). ESLint's import-x/no-cycle checks the
 * imports that load code but always skips `import type`, so two files that import each other, one of them
 * for types only, pass lint; this test follows every import, types and dynamic imports included, through
 * the api's code that ships. Tests and api/src/test (their fixtures and helpers) are left out.
 */
const SOURCE = import.meta.dirname;

function shippedFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return full === path.join(SOURCE, 'test') ? [] : shippedFilesUnder(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const FILES = shippedFilesUnder(SOURCE);
const KNOWN = new Set(FILES);

/** The files of api/src each file imports, by a relative path. */
const IMPORTS = new Map(
  FILES.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => path.resolve(path.dirname(file), fileName))
      .filter((target) => KNOWN.has(target));
    return [file, targets];
  }),
);

/** The groups of files that reach each other through their imports (Tarjan's strongly connected components). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, order.size);
    lowest.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file)!, order.get(target)!));
      }
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

describe("the api's imports", () => {
  it('were read (the walk found the modules)', () => {
    expect(FILES.length).toBeGreaterThan(300);
  });

  it('never form a cycle, type imports included', () => {
    const cycles = cyclesOf(IMPORTS).map((group) =>
      group
        .map((file) => path.relative(SOURCE, file))
        .sort()
        .join(' ⇄ '),
    );
    expect(cycles).toEqual([]);
  });
});
