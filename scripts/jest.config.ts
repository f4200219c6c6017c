import path from 'node:path';
import { nodeEsmProject } from './jest/node-esm-project.ts';

export default nodeEsmProject('scripts', {
  rootDir: path.resolve(import.meta.dirname, '..'),
  roots: ['<rootDir>/scripts', '<rootDir>/bench'],
});
