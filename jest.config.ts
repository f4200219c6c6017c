import type { Config } from 'jest';

// One Jest run covers every workspace; each project keeps its own environment and transform.
// The api project is ESM (MikroORM 7 is ESM-only), so the run needs --experimental-vm-modules,
// which scripts/test.ts sets.
const config: Config = {
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
