import { webProject } from '../scripts/jest/web-project.ts';

export default webProject('mf-affiliate', import.meta.dirname);
