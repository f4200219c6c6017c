import type { Config } from 'jest';

// ESM like the scripts themselves (they use import.meta); the root run sets --experimental-vm-modules.
const config: Config = {
  displayName: 'scripts',
  testEnvironment: 'node',
  rootDir: '..',
  roots: ['<rootDir>/scripts', '<rootDir>/bench'],
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
};

export default config;
