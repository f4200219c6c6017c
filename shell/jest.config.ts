import { webProject } from '../scripts/jest/web-project.ts';

export default webProject('shell', import.meta.dirname);
