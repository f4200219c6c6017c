import { webProject } from '../scripts/jest/web-project.ts';

export default webProject('shared', import.meta.dirname);
