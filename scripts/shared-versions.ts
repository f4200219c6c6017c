import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readExportTexts, readModuleSurfaces, type TModuleSurface } from './lib/module-surface.ts';
import { repoRoot } from './lib/run.ts';
import {
  MODULE_VERSIONS_FILE,
  RECORD_COMMAND,
  SHARED_MODULE_PREFIX,
  parseVersion,
  readModuleVersions,
  versionedSharedModules,
  type TModuleVersions,
  type Version,
} from './webpack/shared-module-versions.ts';

/**
 * The versions of the `@propdesk/shared/*` modules the shell provides, held to their exports (docs:
 * Architecture). `shared/module-surfaces.json` records each module's surface (its exports' names and a
 * hash of each one's type) with the version it was recorded at. The bundle check fails when a surface
 * changed and the version did not, or did not go up enough; `npm run shared:versions` records the
 * surfaces again once a person has set the new version, and refuses while the version is too low.
 */
export const SURFACES_FILE = 'shared/module-surfaces.json';

export interface RecordedSurface {
  version: string;
  exports: TModuleSurface;
}

export type TRecordedSurfaces = Record<string, RecordedSurface>;

interface SurfacesFile {
  note: string;
  modules: TRecordedSurfaces;
}

const SURFACES_NOTE = `Written by \`${RECORD_COMMAND}\`: each shared module's exports (a hash of each one's type) at the version in ${MODULE_VERSIONS_FILE}. Do not edit.`;

export interface SurfaceDiff {
  added: string[];
  removed: string[];
  changed: string[];
}

export function diffSurfaces(recorded: TModuleSurface, current: TModuleSurface): SurfaceDiff {
  const names = (surface: TModuleSurface) => Object.keys(surface).sort();
  return {
    added: names(current).filter((name) => !(name in recorded)),
    removed: names(recorded).filter((name) => !(name in current)),
    changed: names(current).filter((name) => name in recorded && recorded[name] !== current[name]),
  };
}

export type TBump = 'major' | 'minor' | 'patch';
const BUMP_RANK = { none: 0, patch: 1, minor: 2, major: 3 } as const;

/**
 * The smallest version change a surface change needs, so that the federation runtime's `^version`
 * tells the builds apart. A removed or changed export breaks a remote built against the old version:
 * a major (below 1.0.0, where `^0.3.0` stops at 0.4.0, a minor). An added export breaks nothing already
 * built, but a remote that uses it must not load on a shell without it: a minor.
 */
export function requiredBump(diff: SurfaceDiff, from: Version): TBump | null {
  if (diff.removed.length > 0 || diff.changed.length > 0) return from.major === 0 ? 'minor' : 'major';
  return diff.added.length > 0 ? 'minor' : null;
}

export function bumpBetween(from: Version, to: Version): TBump | 'none' | 'downgrade' {
  for (const part of ['major', 'minor', 'patch'] as const) {
    if (to[part] > from[part]) return part;
    if (to[part] < from[part]) return 'downgrade';
  }
  return 'none';
}

function bumped(from: Version, bump: TBump): string {
  if (bump === 'major') return `${from.major + 1}.0.0`;
  if (bump === 'minor') return `${from.major}.${from.minor + 1}.0`;
  return `${from.major}.${from.minor}.${from.patch + 1}`;
}

export type ModuleAssessment =
  | { kind: 'recorded' }
  | { kind: 'no-version' }
  | { kind: 'not-recorded'; version: string }
  | { kind: 'too-low'; diff: SurfaceDiff; from: string; to: string; needed: TBump; lowest: string }
  | { kind: 'downgrade'; from: string; to: string }
  | { kind: 'to-record'; diff: SurfaceDiff; from: string; to: string };

/** Where one module stands between its version, its recorded surface and its surface now. */
export function assessModule(
  version: string | undefined,
  recorded: RecordedSurface | undefined,
  surface: TModuleSurface,
): ModuleAssessment {
  if (version === undefined) return { kind: 'no-version' };
  if (recorded === undefined) return { kind: 'not-recorded', version };
  const from = parseVersion(recorded.version);
  const to = parseVersion(version);
  if (!from || !to) throw new Error(`not an x.y.z version: ${from ? version : recorded.version}`);
  const diff = diffSurfaces(recorded.exports, surface);
  const bump = bumpBetween(from, to);
  if (bump === 'downgrade') return { kind: 'downgrade', from: recorded.version, to: version };
  const needed = requiredBump(diff, from);
  if (needed && BUMP_RANK[bump] < BUMP_RANK[needed]) {
    return {
      kind: 'too-low',
      diff,
      from: recorded.version,
      to: version,
      needed,
      lowest: bumped(from, needed),
    };
  }
  const isSame = bump === 'none' && needed === null;
  return isSame ? { kind: 'recorded' } : { kind: 'to-record', diff, from: recorded.version, to: version };
}

function describeDiff(diff: SurfaceDiff): string {
  return [
    diff.removed.length > 0 ? `removed ${diff.removed.join(', ')}` : '',
    diff.changed.length > 0 ? `type changed ${diff.changed.join(', ')}` : '',
    diff.added.length > 0 ? `added ${diff.added.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

function tooLowMessage(name: string, assessment: Extract<ModuleAssessment, { kind: 'too-low' }>): string {
  const { diff, from, to, needed, lowest } = assessment;
  const isBreaking = diff.removed.length + diff.changed.length > 0;
  const reason = !isBreaking
    ? 'An added export needs at least a minor version'
    : needed === 'major'
      ? 'A removed or changed export needs a major version'
      : 'A removed or changed export needs a minor version below 1.0.0';
  const change =
    from === to ? `changed without a new version (still ${from})` : `went from ${from} to ${to}, too little`;
  return (
    `${name} ${change}: ${describeDiff(diff)}. ${reason}: ` +
    `set it to ${lowest} or higher in ${MODULE_VERSIONS_FILE}, then run \`${RECORD_COMMAND}\`.`
  );
}

export interface VersionInputs {
  /** The modules to version: the `@propdesk/shared/*` entries of the shared-modules list. */
  modules: readonly string[];
  versions: TModuleVersions;
  recorded: TRecordedSurfaces;
  surfaces: Record<string, TModuleSurface>;
}

/** What the bundle check reports: anything but every module recorded at its current version. */
export function findVersionProblems(inputs: VersionInputs): string[] {
  const problems: string[] = [];
  for (const name of inputs.modules) {
    const assessment = assessModule(
      inputs.versions[name],
      inputs.recorded[name],
      inputs.surfaces[name] ?? {},
    );
    if (assessment.kind === 'no-version') {
      problems.push(
        `${name} has no version in ${MODULE_VERSIONS_FILE}: run \`${RECORD_COMMAND}\`, which adds it at 1.0.0.`,
      );
    } else if (assessment.kind === 'not-recorded') {
      problems.push(`${name}'s exports are not recorded in ${SURFACES_FILE}: run \`${RECORD_COMMAND}\`.`);
    } else if (assessment.kind === 'too-low') {
      problems.push(tooLowMessage(name, assessment));
    } else if (assessment.kind === 'downgrade') {
      problems.push(
        `${name} went back from ${assessment.from} to ${assessment.to} in ${MODULE_VERSIONS_FILE}; versions only go up.`,
      );
    } else if (assessment.kind === 'to-record') {
      const change = describeDiff(assessment.diff) || 'same exports';
      problems.push(
        `${name} is at ${assessment.to} but its exports were recorded at ${assessment.from} (${change}): run \`${RECORD_COMMAND}\`.`,
      );
    }
  }
  for (const [file, names] of [
    [MODULE_VERSIONS_FILE, Object.keys(inputs.versions)],
    [SURFACES_FILE, Object.keys(inputs.recorded)],
  ] as const) {
    for (const name of names.filter((candidate) => !inputs.modules.includes(candidate))) {
      problems.push(
        `${file} lists ${name}, which is no longer a shared module: run \`${RECORD_COMMAND}\` to drop it.`,
      );
    }
  }
  return problems;
}

export interface RecordingPlan {
  /** Why nothing may be recorded; empty when the files can be written. */
  refusals: string[];
  versions: TModuleVersions;
  recorded: TRecordedSurfaces;
  /** What recording changes, one line per module that changed. */
  changes: string[];
}

/**
 * What `npm run shared:versions` writes: every module's surface at its version, a new module at 1.0.0,
 * no entry for a module that is no longer shared. It refuses while a version is lower than its change
 * needs, so a surface is never recorded under a version that would let an incompatible remote load.
 */
export function planRecording(inputs: VersionInputs): RecordingPlan {
  const plan: RecordingPlan = { refusals: [], versions: {}, recorded: {}, changes: [] };
  for (const name of inputs.modules) {
    const surface = inputs.surfaces[name] ?? {};
    const version = inputs.versions[name] ?? '1.0.0';
    const assessment = assessModule(version, inputs.recorded[name], surface);
    if (assessment.kind === 'too-low') plan.refusals.push(tooLowMessage(name, assessment));
    if (assessment.kind === 'downgrade') {
      plan.refusals.push(
        `${name} went back from ${assessment.from} to ${assessment.to}; versions only go up.`,
      );
    }
    if (assessment.kind === 'not-recorded') {
      plan.changes.push(`${name} ${version}: recorded for the first time`);
    }
    if (assessment.kind === 'to-record') {
      const change = describeDiff(assessment.diff) || 'same exports';
      plan.changes.push(`${name} ${assessment.from} → ${assessment.to}: ${change}`);
    }
    plan.versions[name] = version;
    plan.recorded[name] = { version, exports: surface };
  }
  for (const name of Object.keys({ ...inputs.versions, ...inputs.recorded })) {
    if (!inputs.modules.includes(name)) plan.changes.push(`${name}: no longer a shared module, dropped`);
  }
  return plan;
}

/** `@propdesk/shared/ui` → its entry file, from shared/package.json's exports as webpack resolves it. */
export function moduleEntries(modules: readonly string[], sharedDir = path.join(repoRoot, 'shared')) {
  const manifest = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return Object.fromEntries(
    modules.map((name) => {
      const entry = manifest.exports[`./${name.slice(SHARED_MODULE_PREFIX.length)}`];
      if (typeof entry !== 'string') throw new Error(`${name} is not an export of shared/package.json`);
      return [name, path.join(sharedDir, entry)];
    }),
  );
}

function surfaceSources(modules: readonly string[]) {
  return {
    entries: moduleEntries(modules),
    tsconfig: path.join(repoRoot, 'shared/tsconfig.json'),
    sourceRoot: path.join(repoRoot, 'shared/src'),
  };
}

function readRecordedSurfaces(): TRecordedSurfaces {
  const file = path.join(repoRoot, SURFACES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SurfacesFile).modules : {};
}

function readInputs(modules = versionedSharedModules()): VersionInputs {
  return {
    modules,
    versions: existsSync(path.join(repoRoot, MODULE_VERSIONS_FILE)) ? readModuleVersions() : {},
    recorded: readRecordedSurfaces(),
    surfaces: readModuleSurfaces(surfaceSources(modules)),
  };
}

/** The bundle check's part: every shared module's surface recorded at its current version. */
export function checkSharedModuleVersions(): string[] {
  return findVersionProblems(readInputs());
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(path.join(repoRoot, file), `${JSON.stringify(value, null, 2)}\n`);
}

if (import.meta.main) {
  const [flag, moduleName] = process.argv.slice(2);
  if (flag === '--explain') {
    // What each export of a module is hashed from, to see why a hash changed.
    const modules = moduleName ? [moduleName] : versionedSharedModules();
    for (const [name, texts] of Object.entries(readExportTexts(surfaceSources(modules)))) {
      for (const [exported, text] of Object.entries(texts)) {
        console.log(`── ${name} › ${exported}\n${text}\n`);
      }
    }
  } else {
    const plan = planRecording(readInputs());
    if (plan.refusals.length > 0) {
      for (const refusal of plan.refusals) console.error(`✖ ${refusal}`);
      console.error('Nothing was recorded.');
      process.exit(1);
    }
    writeJson(MODULE_VERSIONS_FILE, plan.versions);
    writeJson(SURFACES_FILE, { note: SURFACES_NOTE, modules: plan.recorded } satisfies SurfacesFile);
    for (const change of plan.changes) console.log(change);
    console.log(`Recorded ${Object.keys(plan.recorded).length} shared modules in ${SURFACES_FILE}.`);
  }
}
