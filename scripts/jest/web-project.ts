import path from 'node:path';
import type { Config } from 'jest';

const JEST_DIR = import.meta.dirname;

/**
 * The Jest project of a front-end workspace (the shell and the remotes): React components in jsdom,
 * compiled by swc to CommonJS so no --experimental-vm-modules is needed for the web projects.
 * displayName must equal the folder name: `jest --selectProjects mf-admin` selects by it.
 */
export function webProject(displayName: string, rootDir: string): Config {
  return {
    displayName,
    rootDir,
    // jsdom plus the fetch primitives of Node, which ky needs and plain jsdom does not provide.
    testEnvironment: path.join(JEST_DIR, 'jsdom-with-fetch-environment.ts'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    extensionsToTreatAsEsm: [],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          swcrc: false,
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2023',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ky ships ESM only; every other dependency has a CommonJS build Jest can load as it is.
    transformIgnorePatterns: ['/node_modules/(?!ky/)'],
    // Spies such as a stubbed fetch end with their test, so no test sees another's stubs.
    restoreMocks: true,
    setupFilesAfterEnv: [path.join(JEST_DIR, 'web-setup.ts')],
    moduleNameMapper: { '\\.css$': path.join(JEST_DIR, 'style-stub.ts') },
  };
}
