import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_SINGLETONS } from './shared-dependencies.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export const SHARED_MODULE_PREFIX = '@propdesk/shared/';

/** Where a person sets each shared module's version; `npm run shared:versions` keeps its list of names. */
export const MODULE_VERSIONS_FILE = 'shared/module-versions.json';

/** The command that records the modules' surfaces once their versions are right. */
export const RECORD_COMMAND = 'npm run shared:versions';

export type TModuleVersions = Record<string, string>;

/**
 * The `@propdesk/shared/*` modules the shell provides at run time, read from the shared-modules list
 * each time, so a module added to or taken out of it is versioned or dropped without another list.
 */
export function versionedSharedModules(sharedModules: readonly string[] = SHARED_SINGLETONS): string[] {
  return sharedModules.filter((name) => name.startsWith(SHARED_MODULE_PREFIX));
}

export interface Version {
  major: number;
  minor: number;
  patch: number;
}

/** `1.2.3` only: these versions are written by hand, and a range or a pre-release has no use here. */
export function parseVersion(text: string): Version | null {
  const match = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(text);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

export function readModuleVersions(file = path.join(repoRoot, MODULE_VERSIONS_FILE)): TModuleVersions {
  const versions = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (typeof versions !== 'object' || versions === null || Array.isArray(versions)) {
    throw new Error(`${MODULE_VERSIONS_FILE} must be one object of module name → version`);
  }
  for (const [name, version] of Object.entries(versions)) {
    if (typeof version !== 'string' || !parseVersion(version)) {
      throw new Error(`${MODULE_VERSIONS_FILE}: ${name} has version ${JSON.stringify(version)}, not x.y.z`);
    }
  }
  return versions as TModuleVersions;
}

/** The version of one shared module; a module without one fails the build rather than guess. */
export function sharedModuleVersion(name: string, versions: TModuleVersions): string {
  const version = versions[name];
  if (version === undefined) {
    throw new Error(
      `${name} has no version in ${MODULE_VERSIONS_FILE}: run \`${RECORD_COMMAND}\`, which adds it at 1.0.0`,
    );
  }
  return version;
}
