import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

/**
 * The api's modules (docs: Architecture › api): each one shows others only its public face, its index.ts,
 * and imports point down, so no two modules import each other. ESLint refuses a deep import as it is
 * typed (import-x/no-restricted-paths); this test states both rules over every import, type-only and
 * dynamic ones included. A module's own files, its tests included, import its other files freely.
 */
const MODULES = path.join(import.meta.dirname, 'modules');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const moduleOf = (file: string): string => path.relative(MODULES, file).split(path.sep)[0] ?? '';

type TCrossImport = { from: string; to: string; isTest: boolean };

/** Every import of one module's file by another module's, by a relative path. */
const CROSS_IMPORTS: TCrossImport[] = filesUnder(MODULES).flatMap((file) => {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => path.resolve(path.dirname(file), fileName))
    .filter((target) => target.startsWith(MODULES + path.sep) && moduleOf(target) !== moduleOf(file))
    .map((target) => ({ from: file, to: target, isTest: file.endsWith('.test.ts') }));
});

/** Which modules each module's shipped code imports. Tests drive the whole app and are left out. */
function shippedModuleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to, isTest } of CROSS_IMPORTS) {
    if (isTest) continue;
    const targets = graph.get(moduleOf(from)) ?? new Set<string>();
    targets.add(moduleOf(to));
    graph.set(moduleOf(from), targets);
  }
  return graph;
}

/**
 * The modules left once those that import none of the others, and those none of the others import, are
 * peeled off again and again: the modules on a cycle, or between two cycles. Empty when imports point down.
 */
function modulesOnCycles(graph: Map<string, Set<string>>): string[] {
  const left = new Set([...graph.keys(), ...[...graph.values()].flatMap((targets) => [...targets])]);
  const importsLeft = (module: string) => [...(graph.get(module) ?? [])].some((target) => left.has(target));
  const importedLeft = (module: string) => [...left].some((other) => graph.get(other)?.has(module));
  let peeled = true;
  while (peeled) {
    const ends = [...left].filter((module) => !importsLeft(module) || !importedLeft(module));
    for (const module of ends) left.delete(module);
    peeled = ends.length > 0;
  }
  return [...left].sort();
}

describe("the api's modules", () => {
  it('were read (the walk found modules importing each other)', () => {
    expect(new Set(CROSS_IMPORTS.map(({ from }) => moduleOf(from))).size).toBeGreaterThan(20);
  });

  it("import another module's index.ts only, never its other files, tests included", () => {
    const deepImports = CROSS_IMPORTS.filter(
      ({ to }) => path.relative(MODULES, to) !== path.join(moduleOf(to), 'index.ts'),
    ).map(({ from, to }) => `${path.relative(MODULES, from)} → ${path.relative(MODULES, to)}`);
    expect(deepImports).toEqual([]);
  });

  it('never import each other in both directions: what two modules share lives in the lower one', () => {
    const graph = shippedModuleGraph();
    const bothWays = [...graph].flatMap(([module, targets]) =>
      [...targets]
        .filter((target) => module < target && graph.get(target)?.has(module))
        .map((target) => `${module} ⇄ ${target}`),
    );
    expect(bothWays).toEqual([]);
  });

  it('form layers: no cycle of any length, so every import points to a lower module', () => {
    expect(modulesOnCycles(shippedModuleGraph())).toEqual([]);
  });
});
