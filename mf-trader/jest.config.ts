import { webProject } from '../scripts/jest/web-project.ts';

export default webProject('mf-trader', import.meta.dirname);
