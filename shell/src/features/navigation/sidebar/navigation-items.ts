import type { TMenuArea } from '@propdesk/shared/federation';

export type NavigationArea = TMenuArea;

/** The area a path belongs to decides the sidebar (and the header's partner button, title and bell). */
export function navigationAreaForPath(pathname: string): NavigationArea {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (pathname === '/organization' || pathname.startsWith('/organization/')) return 'organization';
  if (pathname.startsWith('/support-agent/')) return 'support-agent';
  return 'trader';
}
