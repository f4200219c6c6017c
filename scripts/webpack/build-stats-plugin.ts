import { writeFileSync } from 'node:fs';
import type { Compiler, Module } from 'webpack';

export interface BuildStats {
  /** Emitted JavaScript files with the npm packages whose code each one contains. */
  assets: { file: string; packages: string[] }[];
  /** Every npm package with code in this build. */
  packages: string[];
  /** Shared modules (their share keys) this build provides to the page: the shell's. */
  provides: string[];
  /** Shared modules this build takes from the page instead of bundling. */
  consumes: string[];
}

/** `.../node_modules/@scope/name/...` or `.../node_modules/name/...` → package name. */
export function packageOfModule(resource: string): string | null {
  const marker = 'node_modules/';
  const normalized = resource.replaceAll('\\', '/');
  const index = normalized.lastIndexOf(marker);
  if (index === -1) return null;
  const [first, second] = normalized.slice(index + marker.length).split('/');
  if (!first) return null;
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

/**
 * The share key of a federation provide or consume module, from its identifier: `provide module
 * (default) react@19.3.1 = …` and `consume-shared-module|default|react|…`.
 */
export function sharedModuleOf(identifier: string): { kind: 'provides' | 'consumes'; key: string } | null {
  const provided = /^provide module \([^)]*\)(?: \([^)]*\))? (.+)@[^@ ]* = /.exec(identifier);
  if (provided?.[1]) return { kind: 'provides', key: provided[1] };
  const consumed = /^consume-shared-module\|[^|]*\|([^|]+)\|/.exec(identifier);
  if (consumed?.[1]) return { kind: 'consumes', key: consumed[1] };
  return null;
}

/** A concatenated (scope-hoisted) module hides the modules it contains; look inside it. */
function innerModules(module: Module): Module[] {
  const inner = (module as Module & { modules?: Module[] }).modules;
  return Array.isArray(inner) ? inner.flatMap(innerModules) : [module];
}

/**
 * Writes which packages ended up in which emitted file, and which shared modules the build provides and
 * consumes, so the bundle check can prove that react, react-dom and Mantine exist once across all
 * builds, and that the shell provides whatever a remote takes from it, without parsing minified code.
 */
export class BuildStatsPlugin {
  private readonly outputFile: string;

  constructor(outputFile: string) {
    this.outputFile = outputFile;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('BuildStatsPlugin', (stats) => {
      const { chunkGraph, chunks, modules } = stats.compilation;
      const assets: BuildStats['assets'] = [];
      const allPackages = new Set<string>();
      const shared = { provides: new Set<string>(), consumes: new Set<string>() };
      for (const module of modules) {
        const sharedModule = sharedModuleOf(module.identifier());
        if (sharedModule) shared[sharedModule.kind].add(sharedModule.key);
      }
      for (const chunk of chunks) {
        const packages = new Set<string>();
        for (const chunkModule of chunkGraph.getChunkModulesIterable(chunk)) {
          for (const module of innerModules(chunkModule)) {
            const resource = module.nameForCondition();
            const name = resource ? packageOfModule(resource) : null;
            if (!name) continue;
            packages.add(name);
            allPackages.add(name);
          }
        }
        for (const file of chunk.files) {
          if (file.endsWith('.js')) assets.push({ file, packages: [...packages].sort() });
        }
      }
      const result: BuildStats = {
        assets,
        packages: [...allPackages].sort(),
        provides: [...shared.provides].sort(),
        consumes: [...shared.consumes].sort(),
      };
      writeFileSync(this.outputFile, `${JSON.stringify(result, null, 2)}\n`);
    });
  }
}
