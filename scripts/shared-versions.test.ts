import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readModuleSurfaces } from './lib/module-surface.ts';
import {
  assessModule,
  bumpBetween,
  diffSurfaces,
  findVersionProblems,
  moduleEntries,
  planRecording,
  requiredBump,
  type VersionInputs,
} from './shared-versions.ts';
import { parseVersion, versionedSharedModules, type Version } from './webpack/shared-module-versions.ts';

const UI = '@propdesk/shared/ui';
const FORMAT = '@propdesk/shared/format';
const SURFACE = { Button: 'aaaa', Card: 'bbbb', useTheme: 'cccc' };

function version(text: string): Version {
  const parsed = parseVersion(text);
  if (!parsed) throw new Error(`bad version ${text}`);
  return parsed;
}

/** One module recorded at 1.2.0 with SURFACE, now at `current` with `surface`. */
function inputs(current: string | undefined, surface: Record<string, string>): VersionInputs {
  return {
    modules: [UI],
    versions: current === undefined ? {} : { [UI]: current },
    recorded: { [UI]: { version: '1.2.0', exports: SURFACE } },
    surfaces: { [UI]: surface },
  };
}

const REMOVED_AND_CHANGED = { Button: 'aaaa', useTheme: 'dddd', Badge: 'eeee' };

describe('diffSurfaces', () => {
  it('names added, removed and changed exports', () => {
    expect(diffSurfaces(SURFACE, REMOVED_AND_CHANGED)).toEqual({
      added: ['Badge'],
      removed: ['Card'],
      changed: ['useTheme'],
    });
    expect(diffSurfaces(SURFACE, { ...SURFACE })).toEqual({ added: [], removed: [], changed: [] });
  });
});

describe('requiredBump', () => {
  const none = { added: [], removed: [], changed: [] };

  it('needs a major for a removed or changed export, a minor below 1.0.0', () => {
    expect(requiredBump({ ...none, removed: ['Card'] }, version('1.2.0'))).toBe('major');
    expect(requiredBump({ ...none, changed: ['Card'] }, version('1.2.0'))).toBe('major');
    expect(requiredBump({ ...none, changed: ['Card'] }, version('0.3.1'))).toBe('minor');
  });

  it('needs a minor for an added export, and nothing for no change', () => {
    expect(requiredBump({ ...none, added: ['Badge'] }, version('1.2.0'))).toBe('minor');
    expect(requiredBump({ ...none, added: ['Badge'] }, version('0.3.1'))).toBe('minor');
    expect(requiredBump(none, version('1.2.0'))).toBeNull();
  });
});

describe('bumpBetween', () => {
  it('reads the part that went up, or a version that went down', () => {
    expect(bumpBetween(version('1.2.3'), version('2.0.0'))).toBe('major');
    expect(bumpBetween(version('1.2.3'), version('1.3.0'))).toBe('minor');
    expect(bumpBetween(version('1.2.3'), version('1.2.4'))).toBe('patch');
    expect(bumpBetween(version('1.2.3'), version('1.2.3'))).toBe('none');
    expect(bumpBetween(version('1.2.3'), version('1.1.9'))).toBe('downgrade');
  });
});

describe('assessModule', () => {
  const recorded = { version: '1.2.0', exports: SURFACE };

  it('accepts a surface recorded at its version', () => {
    expect(assessModule('1.2.0', recorded, { ...SURFACE })).toEqual({ kind: 'recorded' });
  });

  it('refuses a changed surface whose version is too low', () => {
    expect(assessModule('1.3.0', recorded, REMOVED_AND_CHANGED)).toMatchObject({
      kind: 'too-low',
      needed: 'major',
      lowest: '2.0.0',
    });
    expect(assessModule('1.2.1', recorded, { ...SURFACE, Badge: 'eeee' })).toMatchObject({
      kind: 'too-low',
      needed: 'minor',
      lowest: '1.3.0',
    });
  });

  it('asks to record a version that went up enough, with or without a change', () => {
    expect(assessModule('2.0.0', recorded, REMOVED_AND_CHANGED)).toMatchObject({ kind: 'to-record' });
    expect(assessModule('1.2.1', recorded, SURFACE)).toMatchObject({ kind: 'to-record' });
  });
});

describe('findVersionProblems', () => {
  it('passes when every module is recorded at its version', () => {
    expect(findVersionProblems(inputs('1.2.0', SURFACE))).toEqual([]);
  });

  it('fails a changed surface without a new version, saying what changed, the version and the command', () => {
    expect(findVersionProblems(inputs('1.2.0', REMOVED_AND_CHANGED))).toEqual([
      '@propdesk/shared/ui changed without a new version (still 1.2.0): removed Card; type changed useTheme; ' +
        'added Badge. A removed or changed export needs a major version: set it to 2.0.0 or higher in ' +
        'shared/module-versions.json, then run `npm run shared:versions`.',
    ]);
  });

  it('fails an added export with only a patch version', () => {
    expect(findVersionProblems(inputs('1.2.1', { ...SURFACE, Badge: 'eeee' }))).toEqual([
      expect.stringMatching(
        /went from 1\.2\.0 to 1\.2\.1, too little: added Badge\. .* at least a minor .* 1\.3\.0/,
      ),
    ]);
  });

  it('fails a version that went up but was not recorded', () => {
    expect(findVersionProblems(inputs('2.0.0', REMOVED_AND_CHANGED))).toEqual([
      expect.stringMatching(
        /is at 2\.0\.0 but its exports were recorded at 1\.2\.0 .*npm run shared:versions/,
      ),
    ]);
  });

  it('fails a module without a version or a record, and entries of modules no longer shared', () => {
    const problems = findVersionProblems({
      modules: [UI, FORMAT],
      versions: { [FORMAT]: '1.0.0', '@propdesk/shared/payouts': '1.0.0' },
      recorded: { [UI]: { version: '1.0.0', exports: SURFACE } },
      surfaces: { [UI]: SURFACE, [FORMAT]: {} },
    });
    expect(problems).toEqual([
      expect.stringMatching(/^@propdesk\/shared\/ui has no version/),
      expect.stringMatching(/^@propdesk\/shared\/format's exports are not recorded/),
      expect.stringMatching(
        /module-versions\.json lists @propdesk\/shared\/payouts, which is no longer a shared/,
      ),
    ]);
  });

  it('fails a version that went down', () => {
    expect(findVersionProblems(inputs('1.1.0', SURFACE))).toEqual([expect.stringMatching(/went back/)]);
  });
});

describe('planRecording', () => {
  it('refuses while a version is too low, so nothing is written', () => {
    const plan = planRecording(inputs('1.2.0', REMOVED_AND_CHANGED));
    expect(plan.refusals).toEqual([expect.stringMatching(/set it to 2\.0\.0 or higher/)]);
  });

  it('records the new surface under the version a person set', () => {
    const plan = planRecording(inputs('2.0.0', REMOVED_AND_CHANGED));
    expect(plan.refusals).toEqual([]);
    expect(plan.recorded[UI]).toEqual({ version: '2.0.0', exports: REMOVED_AND_CHANGED });
    expect(plan.changes).toEqual([
      '@propdesk/shared/ui 1.2.0 → 2.0.0: removed Card; type changed useTheme; added Badge',
    ]);
  });

  it('adds a new shared module at 1.0.0 and drops one that is no longer shared', () => {
    const plan = planRecording({
      modules: [UI, FORMAT],
      versions: { [UI]: '1.2.0', '@propdesk/shared/payouts': '3.0.0' },
      recorded: {
        [UI]: { version: '1.2.0', exports: SURFACE },
        '@propdesk/shared/payouts': { version: '3.0.0', exports: {} },
      },
      surfaces: { [UI]: SURFACE, [FORMAT]: { formatMoney: 'ffff' } },
    });
    expect(plan.versions).toEqual({ [UI]: '1.2.0', [FORMAT]: '1.0.0' });
    expect(Object.keys(plan.recorded)).toEqual([UI, FORMAT]);
    expect(plan.changes).toEqual([
      '@propdesk/shared/format 1.0.0: recorded for the first time',
      '@propdesk/shared/payouts: no longer a shared module, dropped',
    ]);
  });
});

describe('the check on a module’s code', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'shared-versions-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('fails when an export’s type changes without a new version, and passes once it is bumped and recorded', () => {
    writeFileSync(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, lib: ['ES2023'], types: [] }, files: [] }),
    );
    const write = (folder: string, source: string) => {
      mkdirSync(path.join(root, folder));
      writeFileSync(path.join(root, folder, 'index.ts'), source);
      return path.join(root, folder, 'index.ts');
    };
    const before = write(
      'before',
      'export function formatMoney(minor: number): string { return `${minor}`; }',
    );
    const after = write('after', 'export function formatMoney(minor: bigint): string { return `${minor}`; }');
    const surfaces = readModuleSurfaces({
      entries: { before, after },
      tsconfig: path.join(root, 'tsconfig.json'),
      sourceRoot: root,
    });
    const recorded = { [FORMAT]: { version: '1.0.0', exports: surfaces['before'] ?? {} } };
    const now = { [FORMAT]: surfaces['after'] ?? {} };

    expect(
      findVersionProblems({ modules: [FORMAT], versions: { [FORMAT]: '1.0.0' }, recorded, surfaces: now }),
    ).toEqual([
      expect.stringMatching(
        /^@propdesk\/shared\/format changed without a new version \(still 1\.0\.0\): type changed formatMoney\./,
      ),
    ]);
    const plan = planRecording({
      modules: [FORMAT],
      versions: { [FORMAT]: '2.0.0' },
      recorded,
      surfaces: now,
    });
    expect(
      findVersionProblems({
        modules: [FORMAT],
        versions: plan.versions,
        recorded: plan.recorded,
        surfaces: now,
      }),
    ).toEqual([]);
  });
});

describe('moduleEntries', () => {
  it('finds every versioned shared module’s entry in shared/package.json', () => {
    const entries = moduleEntries(versionedSharedModules());
    expect(entries[UI]).toMatch(/shared\/src\/ui\/index\.ts$/);
    expect(Object.keys(entries)).toEqual(versionedSharedModules());
  });
});
