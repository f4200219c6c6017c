import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_SINGLETONS } from './shared-dependencies.ts';
import {
  SHARED_MODULE_PREFIX,
  readModuleVersions,
  sharedModuleVersion,
  type TModuleVersions,
} from './shared-module-versions.ts';

const require = createRequire(import.meta.url);

export type TBuildMode = 'development' | 'production';

export interface SharedModuleConfig {
  singleton: true;
  /** What this build was made against: a remote's share of the module must satisfy it. */
  requiredVersion: string;
  /** What this build provides when it provides the module (the shell, and a standalone dev remote). */
  version: string;
  strictVersion: boolean;
  /** The shell's file for a `@propdesk/shared` module, or `false`: a production remote bundles none. */
  import?: string | false;
}

/**
 * The installed version of the package a shared module belongs to. Its package.json is found from the
 * module's own file, since packages such as @mantine/core do not export './package.json'.
 */
export function packageVersion(name: string): string {
  const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  for (let folder = path.dirname(require.resolve(name)); ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'package.json');
    if (existsSync(candidate)) {
      const manifest = JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string; version: string };
      if (manifest.name === packageName) return manifest.version;
    }
    if (path.dirname(folder) === folder) throw new Error(`no package.json of ${packageName} above ${name}`);
  }
}

/**
 * What the shell builds for a shared module. Module federation provides a module named by package only
 * if the host's own code imports it; @propdesk/shared's modules are named by their file instead, which
 * is provided whether the shell uses it or not: a remote may use a module the shell never does (the
 * paged table). The bundle check proves every module a remote consumes is provided.
 */
function hostImport(name: string): { import?: string } {
  return name.startsWith(SHARED_MODULE_PREFIX) ? { import: fileURLToPath(import.meta.resolve(name)) } : {};
}

/**
 * Whether the federation runtime refuses a module whose version does not satisfy what a remote was
 * built against, instead of warning and handing it over anyway.
 *
 * `@propdesk/shared/*`: strict. A production remote has no copy of its own (`import: false`), and the
 * module's version says whether its exports are still the ones the remote was compiled against
 * (`shared/module-versions.json`, held to the exports by the bundle check): a remote built against
 * 2.x running on the shell's 1.x would import names that are not there, or call them the old way, and
 * break somewhere inside a page. Refused, it fails to load instead, and the shell shows its "This part
 * of the portal is unavailable" panel with Retry.
 *
 * npm packages (react, Mantine, react-query, zustand): not strict. Their required version is the
 * installed one (`^19.3.1`), so strictness would refuse a remote built after a routine lockfile update
 * until the shell is deployed again, for changes their semver promises are compatible; a major upgrade
 * changes the shared package's peer and direct dependencies, which the shell ships with every remote
 * in one release. A mismatch stays a warning in the console naming both versions.
 *
 * What the runtime does on a strict mismatch (runtime-core 2.9, `getRegisteredShare` in
 * utils/share.js): for a singleton whose provided version does not satisfy the consumer's
 * `requiredVersion`, it throws "Version 1.0.0 from shell of shared singleton module … does not satisfy
 * the requirement of undefined which needs ^2.0.0" (a remote with `import: false` registers no config
 * to be named by) where a loose one warns, and before any fallback is looked at. `loadShare` rejects;
 * the remote's consume handler (webpack-bundler-runtime consumes.js) catches that and replaces the
 * module with one that throws the error when it is required. Each remote's exposed modules load the
 * chunks holding what they consume before `loadRemote` runs their factory, so the throw happens inside
 * `loadRemote`, which rejects: the shell's `loadRemoteApp` makes it a RemoteLoadError, and the remote's
 * outlet shows the unavailable panel. The shell consumes only the versions it provides itself, so it
 * never meets a mismatch. A module a remote takes only in a chunk it loads later (mf-landing's
 * white-label page takes `@propdesk/shared/ui` so) fails when that chunk loads instead: that page's
 * import rejects, the error boundary around the remote shows the error screen, and the shell keeps
 * working. shared-config.test.ts runs the installed runtime on a strict and a loose mismatch.
 */
export function isStrictlyVersioned(name: string): boolean {
  return name.startsWith(SHARED_MODULE_PREFIX);
}

/** One shared module's federation config for the shell (host) or a remote, in one build mode. */
export function sharedModuleConfig(
  name: string,
  { isHost, mode, versions }: { isHost: boolean; mode: TBuildMode; versions: TModuleVersions },
): SharedModuleConfig {
  const version = isStrictlyVersioned(name) ? sharedModuleVersion(name, versions) : packageVersion(name);
  const bundleFallback = isHost || mode === 'development';
  return {
    singleton: true,
    requiredVersion: `^${version}`,
    version,
    strictVersion: isStrictlyVersioned(name),
    ...(isHost ? hostImport(name) : {}),
    ...(bundleFallback ? {} : { import: false as const }),
  };
}

/**
 * Singletons, never eager. In a remote's production build `import: false` leaves every shared module
 * out of the remote entirely: the shell provides it, so react, react-dom and Mantine exist once. The
 * remote's standalone dev mode has no host, so there each remote bundles its own fallback.
 */
export function sharedConfig(
  isHost: boolean,
  mode: TBuildMode,
  sources: { sharedModules?: readonly string[]; versions?: TModuleVersions } = {},
): Record<string, SharedModuleConfig> {
  const { sharedModules = SHARED_SINGLETONS, versions = readModuleVersions() } = sources;
  return Object.fromEntries(
    sharedModules.map((name) => [name, sharedModuleConfig(name, { isHost, mode, versions })]),
  );
}
