import { webProject } from '../scripts/jest/web-project.ts';

export default webProject('mf-landing', import.meta.dirname);
