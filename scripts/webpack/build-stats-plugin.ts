import { writeFileSync } from 'node:fs';
import type { Compiler } from 'webpack';

export interface BuildStats {
  /** Emitted JavaScript files with the npm packages whose code each one contains. */
  assets: { file: string; packages: string[] }[];
}

/** `.../node_modules/@scope/name/...` or `.../node_modules/name/...` → package name. */
export function packageOfModule(resource: string): string | null {
  const marker = 'node_modules/';
  const index = resource.lastIndexOf(marker);
  if (index === -1) return null;
  const [first, second] = resource.slice(index + marker.length).split('/');
  if (!first) return null;
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

/**
 * Writes which packages ended up in which emitted file, so the bundle check can prove that react,
 * react-dom and Mantine exist once across all builds without parsing minified code.
 */
export class BuildStatsPlugin {
  private readonly outputFile: string;

  constructor(outputFile: string) {
    this.outputFile = outputFile;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('BuildStatsPlugin', (stats) => {
      const { chunkGraph, chunks } = stats.compilation;
      const assets = new Map<string, Set<string>>();
      for (const chunk of chunks) {
        const packages = new Set<string>();
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          const resource = module.nameForCondition();
          const name = resource ? packageOfModule(resource.replaceAll('\\', '/')) : null;
          if (name) packages.add(name);
        }
        for (const file of chunk.files) {
          if (file.endsWith('.js')) assets.set(file, packages);
        }
      }
      const result: BuildStats = {
        assets: [...assets].map(([file, packages]) => ({ file, packages: [...packages].sort() })),
      };
      writeFileSync(this.outputFile, `${JSON.stringify(result, null, 2)}\n`);
    });
  }
}
