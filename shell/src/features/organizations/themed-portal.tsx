import { useMemo, type ReactNode } from 'react';
import { matchPath, useLocation } from '@propdesk/shared/router';
import { MantineProvider } from '@propdesk/shared/ui';
import { buildOrganizationTheme } from '@propdesk/shared/theme';
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
 * The portal's only MantineProvider. It renders at once with the default theme and switches to the
 * organization's theme when its branding arrives, so a slow api never delays the first paint.
 */
export function ThemedPortal({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const config = usePublicConfig();
  const slug = brandingSlugForPath(pathname, config.data?.defaultOrganizationSlug ?? null);
  const organization = usePublicOrganization(slug);
  const branding = slug !== null ? organization.data?.theme : undefined;
  const { theme, cssVariablesResolver, colorScheme } = useMemo(
    () => buildOrganizationTheme(branding),
    [branding],
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={colorScheme}>
      {children}
    </MantineProvider>
  );
}
