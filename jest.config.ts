import type { Config } from 'jest';

// One Jest run covers every workspace; each project keeps its own environment and transform.
// The api project is ESM (MikroORM 7 is ESM-only), so the run needs --experimental-vm-modules,
// which scripts/test.ts sets.
const config: Config = {
  // Two workers even on a two-core machine (Jest's default there is one, which means every file runs in
  // band in the main process), each restarted once it holds over 1 GB after a file: under
  // --experimental-vm-modules every test file leaves its module graph behind, and one process running
  // them all ran out of its 4 GB heap.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
  projects: [
    '<rootDir>/shared',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mf-landing',
    '<rootDir>/mf-trader',
    '<rootDir>/mf-admin',
    '<rootDir>/mf-organization',
    '<rootDir>/mf-elite',
    '<rootDir>/mf-affiliate',
    '<rootDir>/scripts',
  ],
};

export default config;
