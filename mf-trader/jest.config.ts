import { webProject } from '../scripts/jest/web-project.ts';

const project = webProject('mf-trader', import.meta.dirname);

// eventsource-parser ships ESM only, like ky: both are compiled for Jest's CommonJS run.
export default { ...project, transformIgnorePatterns: ['/node_modules/(?!(ky|eventsource-parser)/)'] };
