import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  readExportTexts,
  readModuleSurfaces,
  type SurfaceSources,
  type TModuleSurface,
} from './module-surface.ts';

/**
 * A fixture module on disk, read the way the shared modules are: the module as recorded and each edit
 * of it in a folder of its own, all read by one program (as the shared modules are) to keep this fast.
 */
const BASE = {
  'index.ts': `
    export { Table, type TableProps } from './table.ts';
    export { formatMoney } from './format.ts';
    export const ROLES = ['owner', 'agent'] as const;
    export class Store {
      #secret = 1;
      private cache = new Map<string, number>();
      constructor(public readonly name: string) {}
      read(key: string): number { return this.cache.get(key) ?? this.#secret; }
    }
  `,
  'table.ts': `
    interface Column { key: string; width: number }
    export interface TableProps { columns: Column[]; onSort?: (key: string) => void }
    export function Table({ columns, onSort }: TableProps): string { return columns.map((c) => c.key).join(onSort ? ',' : ';'); }
  `,
  'format.ts': `
    /** Money in minor units. */
    export function formatMoney(amountMinor: number, currency = 'USD'): string {
      return (amountMinor / 100).toFixed(2) + currency;
    }
  `,
};

type TEdits = Partial<Record<keyof typeof BASE, (text: string) => string>>;

const VARIANTS = {
  recorded: {},
  copy: {},
  hiddenInterface: { 'table.ts': (text) => text.replace('width: number', 'width: string') },
  inferredConstant: { 'index.ts': (text) => text.replace("'agent'", "'agent', 'viewer'") },
  privateRenamed: { 'index.ts': (text) => text.replaceAll('cache', 'memo') },
  methodAdded: { 'index.ts': (text) => text.replace('read(key', 'clear(): void {}\n read(key') },
  cosmetic: {
    'format.ts': (text) =>
      text
        .replace('/** Money in minor units. */', '// Formats an amount.')
        .replaceAll('amountMinor', 'minor')
        .replace('.toFixed(2)', '.toFixed(3)'),
    'table.ts': (text) =>
      text
        .replace('{ columns, onSort }: TableProps', 'props: TableProps')
        .replace(
          "columns.map((c) => c.key).join(onSort ? ',' : ';')",
          "props.columns.map((c) => c.key).join(',')",
        ),
  },
  requiredParameter: { 'format.ts': (text) => text.replace("currency = 'USD'", 'currency: string') },
} satisfies Record<string, TEdits>;

type TVariant = keyof typeof VARIANTS;

let root: string;
let sources: SurfaceSources;
let surfaces: Record<string, TModuleSurface>;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'module-surface-'));
  // No DOM and no @types: the fixture needs the language only, and the program loads in a second.
  const compilerOptions = { strict: true, target: 'ES2023', lib: ['ES2023'], types: [], module: 'preserve' };
  writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: [] }));
  const entries: Record<string, string> = {};
  for (const [variant, edits] of Object.entries(VARIANTS) as [TVariant, TEdits][]) {
    mkdirSync(path.join(root, variant));
    for (const [file, text] of Object.entries(BASE)) {
      const edit = edits[file as keyof typeof BASE];
      writeFileSync(path.join(root, variant, file), edit ? edit(text) : text);
    }
    entries[variant] = path.join(root, variant, 'index.ts');
  }
  sources = { entries, tsconfig: path.join(root, 'tsconfig.json'), sourceRoot: root };
  surfaces = readModuleSurfaces(sources);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const surfaceOf = (variant: TVariant): TModuleSurface => surfaces[variant] ?? {};
const recorded = () => surfaceOf('recorded');

describe('readModuleSurfaces', () => {
  it('lists every export, types included', () => {
    expect(Object.keys(recorded()).sort()).toEqual(['ROLES', 'Store', 'Table', 'TableProps', 'formatMoney']);
  });

  it('gives the same hashes for the same code, wherever it lives', () => {
    expect(surfaceOf('copy')).toEqual(recorded());
  });

  it('changes a function’s hash when an interface it reaches changes, even one not exported', () => {
    const edited = surfaceOf('hiddenInterface');
    expect(edited['Table']).not.toBe(recorded()['Table']);
    expect(edited['TableProps']).not.toBe(recorded()['TableProps']);
    expect(edited['formatMoney']).toBe(recorded()['formatMoney']);
  });

  it('changes a constant’s hash when its inferred type changes', () => {
    expect(surfaceOf('inferredConstant')['ROLES']).not.toBe(recorded()['ROLES']);
  });

  it('changes a class’s hash for its public members, not for its code or private fields', () => {
    expect(surfaceOf('privateRenamed')['Store']).toBe(recorded()['Store']);
    expect(surfaceOf('methodAdded')['Store']).not.toBe(recorded()['Store']);
  });

  it('ignores comments, formatting, parameter names and function bodies', () => {
    expect(surfaceOf('cosmetic')).toEqual(recorded());
  });

  it('notices an optional parameter becoming required', () => {
    expect(surfaceOf('requiredParameter')['formatMoney']).not.toBe(recorded()['formatMoney']);
  });
});

describe('readExportTexts', () => {
  it('spells out the types of the module’s own sources and only names the language’s', () => {
    const texts = readExportTexts({ ...sources, entries: { recorded: sources.entries['recorded'] ?? '' } })[
      'recorded'
    ];
    expect(texts?.['Table']).toBe(
      [
        'value Table: (p0: TableProps) => string',
        'interface Column {\n    key: string;\n    width: number;\n}',
        'interface TableProps {\n    columns: Column[];\n    onSort?: (key: string) => void;\n}',
      ].join('\n'),
    );
    expect(texts?.['Store']).toBe(
      [
        'class Store',
        '  new (p0: string) => Store',
        '  name: string',
        '  read: (key: string) => number',
      ].join('\n'),
    );
    expect(JSON.stringify(texts)).not.toContain(root);
  });
});
