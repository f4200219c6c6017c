import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from '@propdesk/shared/router';
import {
  pickCurrentOrganization,
  useCurrentOrganizationChoice,
  useMyOrganizations,
  useSession,
} from '@propdesk/shared/session';
import {
  applyPageTheme,
  BrandingProvider,
  customCssHref,
  linkOrganizationStylesheet,
} from '@propdesk/shared/theme';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { brandingSlugOf, brandingSourceForPath } from './branding-source.ts';
import { useCustomDomainOrganization, usePublicConfig, usePublicOrganization } from './public-queries.ts';

/**
 * The slug of the organization whose branding the current page shows (branding-source.ts). The staff
 * member's organizations are asked for only on the staff pages, where the shell needs them anyway.
 */
export function useBrandingSlug(): string | null {
  const { pathname } = useLocation();
  const source = brandingSourceForPath(pathname);
  const platformDefault = usePublicConfig().data?.defaultOrganizationSlug ?? null;
  // On a firm's custom domain its organization stands in for the platform's default everywhere.
  const domainSlug = useCustomDomainOrganization().data?.slug ?? null;
  const defaultSlug = domainSlug ?? platformDefault;
  const traderSlug = useSession((state) => state.user?.profile.clientOrganizationSlug ?? null);
  const organizations = useMyOrganizations(source.kind === 'staff');
  const chosenId = useCurrentOrganizationChoice((state) => state.chosenId);
  const staffSlug =
    source.kind === 'staff' && organizations.data
      ? (pickCurrentOrganization(organizations.data, chosenId)?.slug ?? null)
      : null;
  return brandingSlugOf(source, { defaultSlug, staffSlug, traderSlug });
}

/**
 * The page's look: the branding of the organization the page belongs to, on the document as the page
 * theme's custom properties (what the public pages are drawn with, without Mantine) and for the Mantine
 * provider of the portal's other pages (MantineScope), and its custom stylesheet, which only reaches what
 * the frames wrap in `data-organization-content` (OrganizationContent). It starts with the default look
 * and switches when the organization's branding arrives, so a slow api never delays the first paint.
 */
export function OrganizationBranding({ children }: { children: ReactNode }) {
  const slug = useBrandingSlug();
  const { apiBaseUrl } = useRuntimeConfig();
  const organization = usePublicOrganization(slug);
  const branding = slug !== null ? organization.data?.theme : undefined;
  // Before paint: the page never shows one frame in the previous organization's colours.
  useLayoutEffect(() => applyPageTheme(document.documentElement, branding), [branding]);
  const customCss = slug !== null && branding?.customCss ? customCssHref(apiBaseUrl, slug) : null;
  useEffect(() => linkOrganizationStylesheet(document.head, customCss), [customCss]);
  return <BrandingProvider branding={branding}>{children}</BrandingProvider>;
}

/**
 * The part of a page an organization's custom CSS may restyle: the remote's content. The shell's header,
 * sidebar, sign-in pages and dialogs stay outside it, so no firm can restyle or hide security UI. The
 * attribute is the api's ORGANIZATION_CONTENT_ATTRIBUTE (a test keeps them equal; the domain module is
 * not imported here because it would join the landing's first load).
 */
export function OrganizationContent({ children }: { children: ReactNode }) {
  return <div data-organization-content="">{children}</div>;
}
