import type { Config } from 'jest';

/**
 * The Jest project of Node code that is ESM (the api, because MikroORM 7 is ESM-only, and the tooling,
 * which uses import.meta). The run must set NODE_OPTIONS=--experimental-vm-modules; without it Jest
 * silently falls back to CommonJS and ESM-only packages fail to load. scripts/test.ts sets it.
 */
export function nodeEsmProject(displayName: string, overrides: Config): Config {
  return {
    displayName,
    testEnvironment: 'node',
    testMatch: ['**/*.test.ts'],
    extensionsToTreatAsEsm: ['.ts'],
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        {
          swcrc: false,
          jsc: { parser: { syntax: 'typescript' }, target: 'es2023' },
          module: { type: 'es6' },
        },
      ],
    },
    ...overrides,
  };
}
