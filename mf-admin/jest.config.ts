import { webProject } from '../scripts/jest/web-project.ts';

export default webProject('mf-admin', import.meta.dirname);
