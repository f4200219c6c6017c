/**
 * Pieces drawn with plain markup and CSS, no Mantine: what the shell and the landing show before (or
 * without) Mantine, which public pages never load (docs/adr/0010-whole-mantine-for-portal-remotes.md).
 * Their colours are the page theme's custom properties (`applyPageTheme` in @propdesk/shared/theme).
 */
export { NotFoundPage } from './not-found-page.tsx';
export { PageLoader, Spinner } from './page-loader.tsx';
export { RouteTable, type RouteTarget } from './route-table.tsx';
export { PUBLIC_PAGE_MAIN_ID, SKIP_LINK_CLASS } from './skip-link.ts';
