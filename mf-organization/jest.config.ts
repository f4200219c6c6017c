import { webProject } from '../scripts/jest/web-project.ts';

export default webProject('mf-organization', import.meta.dirname);
