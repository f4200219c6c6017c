import { describe, expect, it } from '@jest/globals';
import { findDuplicatePackages, findMissingProvides } from './check-bundles.ts';
import { packageOfModule, sharedModuleOf, type BuildStats } from './webpack/build-stats-plugin.ts';
import { SINGLE_COPY_PACKAGES } from './webpack/shared-dependencies.ts';

function stats(
  packages: string[],
  shared: Partial<Pick<BuildStats, 'provides' | 'consumes'>> = {},
): BuildStats {
  return { assets: [], packages, provides: [], consumes: [], ...shared };
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

describe('sharedModuleOf', () => {
  it('reads the share key of provide and consume modules, and nothing else', () => {
    expect(sharedModuleOf('provide module (default) @mantine/core@9.7.3 = /repo/node_modules/x.mjs')).toEqual(
      {
        kind: 'provides',
        key: '@mantine/core',
      },
    );
    expect(
      sharedModuleOf(
        'consume-shared-module|default|@propdesk/shared/ui-data|^0.1.0|false|false|true|false|null',
      ),
    ).toEqual({ kind: 'consumes', key: '@propdesk/shared/ui-data' });
    expect(sharedModuleOf('javascript/esm|/repo/shared/src/ui/index.ts')).toBeNull();
  });
});

describe('findMissingProvides', () => {
  it('reports a module a remote takes from the page that the shell does not provide', () => {
    const shell = stats([], { provides: ['react', '@mantine/core'] });
    expect(
      findMissingProvides({ shell, 'mf-trader': stats([], { consumes: ['react', '@mantine/core'] }) }),
    ).toEqual([]);
    expect(
      findMissingProvides({ shell, 'mf-admin': stats([], { consumes: ['@propdesk/shared/ui-data'] }) }).map(
        (problem) => problem.message,
      ),
    ).toEqual(['mf-admin consumes @propdesk/shared/ui-data, which the shell does not provide']);
  });
});
