import { webProject } from '../scripts/jest/web-project.ts';

export default webProject('mf-elite', import.meta.dirname);
