import { nodeEsmProject } from '../scripts/jest/node-esm-project.ts';

export default nodeEsmProject('api', {
  rootDir: import.meta.dirname,
  roots: ['<rootDir>/src'],
  // Each integration file creates its own databases; PostgreSQL setup can take a few seconds.
  testTimeout: 30_000,
});
