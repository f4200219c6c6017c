export * from './mantine.ts';
export { MantineScope } from './mantine-scope.tsx';
export { PageFrame, type PageFrameProps } from './page-frame.tsx';
export { FactList, type TFact } from './fact-list.tsx';
