/** Where the api serves an organization's sanitized custom CSS. */
export function customCssHref(apiBaseUrl: string, slug: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/api/public/organizations/${encodeURIComponent(slug)}/custom.css`;
}

/**
 * Links an organization's custom stylesheet into `parent` (the document's head, or embed.js's shadow
 * root) by hand rather than rendering a <link>: React 19 holds a render back until a stylesheet it
 * renders has loaded, so a slow api would freeze the page. The page shows meanwhile without the firm's
 * extra CSS, which only restyles content. Returns the clean-up; nothing to link without an address.
 */
export function linkOrganizationStylesheet(parent: Node, href: string | null): (() => void) | undefined {
  if (href === null) return undefined;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.organizationStylesheet = '';
  parent.appendChild(link);
  return () => link.remove();
}
