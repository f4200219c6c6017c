import { useLayoutEffect, type ReactNode } from 'react';
import { matchPath, useLocation } from '@propdesk/shared/router';
import { applyPageTheme, BrandingProvider } from '@propdesk/shared/theme';
import { usePublicConfig, usePublicOrganization } from './public-queries.ts';

/**
 * Whose branding a path shows: the organization named in /client/{orgSlug} paths, none under /admin
 * (organization theming never applies to /admin), otherwise the platform's default organization.
 */
export function brandingSlugForPath(pathname: string, defaultSlug: string | null): string | null {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  const clientMatch = matchPath({ path: '/client/:orgSlug', end: false }, pathname);
  if (clientMatch?.params.orgSlug) return clientMatch.params.orgSlug;
  return defaultSlug;
}

/**
 * The page's look: the branding of the organization the path shows, on the document as the page
 * theme's custom properties (what the public pages are drawn with, without Mantine) and for the Mantine
 * provider of the portal's other pages (MantineScope). It starts with the default look and switches
 * when the organization's branding arrives, so a slow api never delays the first paint.
 */
export function OrganizationBranding({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const config = usePublicConfig();
  const slug = brandingSlugForPath(pathname, config.data?.defaultOrganizationSlug ?? null);
  const organization = usePublicOrganization(slug);
  const branding = slug !== null ? organization.data?.theme : undefined;
  // Before paint: the page never shows one frame in the previous organization's colours.
  useLayoutEffect(() => applyPageTheme(document.documentElement, branding), [branding]);
  return <BrandingProvider branding={branding}>{children}</BrandingProvider>;
}
