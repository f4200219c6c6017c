import { nodeEsmProject } from '../scripts/jest/node-esm-project.ts';

export default nodeEsmProject('api', {
  rootDir: import.meta.dirname,
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/test/longer-test-timeout.ts'],
});
