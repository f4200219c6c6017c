/**
 * The portal's own components drawn with Mantine, which portal pages import whole from @mantine/core
 * (docs/adr/0010-whole-mantine-for-portal-remotes.md).
 */
export { MantineScope } from './mantine-scope.tsx';
export { PageFrame, type PageFrameProps } from './page-frame.tsx';
export { FactList, type TFact } from './fact-list.tsx';
export { LoadError } from './load-error.tsx';
export { SectionCard } from './section-card.tsx';
export { FormFooter } from './form-footer.tsx';
export { QueryStatus } from './query-status.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export { useVisitedTabs } from './use-visited-tabs.ts';
