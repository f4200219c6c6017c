import type { Config } from 'jest';

// ESM on purpose: MikroORM 7 is ESM-only. The run must set NODE_OPTIONS=--experimental-vm-modules;
// without it Jest silently falls back to CommonJS and MikroORM fails to load.
const config: Config = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
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
  // Each integration file creates its own databases; PostgreSQL setup can take a few seconds.
  testTimeout: 30_000,
};

export default config;
