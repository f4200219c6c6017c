export * from './mantine.ts';
export { PageFrame, type PageFrameProps } from './page-frame.tsx';
export { NotFoundPage } from './not-found-page.tsx';
export { RouteTable, type RouteTarget } from './route-table.tsx';
export { FactList, type TFact } from './fact-list.tsx';
