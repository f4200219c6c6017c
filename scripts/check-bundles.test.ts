import { describe, expect, it } from '@jest/globals';
import { findDuplicatePackages } from './check-bundles.ts';
import { packageOfModule, type BuildStats } from './webpack/build-stats-plugin.ts';
import { SINGLE_COPY_PACKAGES } from './webpack/shared-dependencies.ts';

function stats(packages: string[]): BuildStats {
  return { assets: [], packages };
}

describe('packageOfModule', () => {
  it('names plain and scoped packages, including nested node_modules', () => {
    expect(packageOfModule('/repo/node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageOfModule('/repo/node_modules/@mantine/core/esm/index.mjs')).toBe('@mantine/core');
    expect(packageOfModule('/repo/node_modules/a/node_modules/@x/y/z.js')).toBe('@x/y');
    expect(packageOfModule('/repo/shared/src/ui/index.ts')).toBeNull();
  });
});

describe('findDuplicatePackages', () => {
  it('accepts every single-copy package living in the shell only', () => {
    expect(
      findDuplicatePackages({ shell: stats([...SINGLE_COPY_PACKAGES, 'ky']), 'mf-trader': stats(['ky']) }),
    ).toEqual([]);
  });

  it('reports a remote that bundles its own React', () => {
    const problems = findDuplicatePackages({
      shell: stats([...SINGLE_COPY_PACKAGES]),
      'mf-trader': stats(['react']),
    });
    expect(problems.map((problem) => problem.message)).toEqual([
      'react is bundled by 2 builds (shell, mf-trader); expected exactly one',
    ]);
  });

  it('reports a package that no build contains', () => {
    const withoutRouter = SINGLE_COPY_PACKAGES.filter((name) => name !== 'react-router');
    expect(findDuplicatePackages({ shell: stats(withoutRouter) })).toHaveLength(1);
  });
});
