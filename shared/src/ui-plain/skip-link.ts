/**
 * The skip link keyboard readers meet first on every page (styled by skip-link.css): it jumps past the
 * header to the page's own content. On a public page that is the landing's `<main>`, past its top bar,
 * so the landing gives its main this id; the shell's link and the first screen's painted one point to it.
 */
export const SKIP_LINK_CLASS = 'skip-link';
export const PUBLIC_PAGE_MAIN_ID = 'page-main';
