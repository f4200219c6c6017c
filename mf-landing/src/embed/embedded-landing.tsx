import { Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createApiClient, createQueryClient, publicOrganizationQuery } from '@propdesk/shared/http';
import type { TLanguage } from '@propdesk/shared/i18n';
import { MemoryRouter } from '@propdesk/shared/router';
import {
  applyPageTheme,
  BrandingProvider,
  customCssHref,
  linkOrganizationStylesheet,
} from '@propdesk/shared/theme';
import Landing from '../exposes/landing.tsx';
import { SiteLinksProvider } from '../lib/site-links.tsx';

export interface EmbeddedLandingProps {
  organizationSlug: string;
  language: TLanguage;
  apiBaseUrl: string;
  portalUrl: string;
  /** The custom element: the page theme's custom properties go on it (the landing's styles use `:host`). */
  hostElement: HTMLElement;
}

/**
 * The organization's theme for the landing inside the shadow root, as the page theme's custom
 * properties on the element, with its custom stylesheet linked in the shadow root. Same query as the landing's own, so the branding is asked once; while it
 * loads the landing shows its loader, never the default colours.
 */
function EmbeddedTheme({
  apiBaseUrl,
  organizationSlug,
  hostElement,
  children,
}: Pick<EmbeddedLandingProps, 'apiBaseUrl' | 'organizationSlug' | 'hostElement'> & {
  children: ReactNode;
}) {
  const api = useMemo(() => createApiClient({ baseUrl: apiBaseUrl }), [apiBaseUrl]);
  const organization = useQuery(publicOrganizationQuery(api, organizationSlug));
  const branding = organization.data?.theme;
  // The host page's colour scheme is not ours to follow: the firm's background decides.
  useLayoutEffect(() => applyPageTheme(hostElement, branding), [hostElement, branding]);
  // The firm's custom CSS, inside the shadow root: it reaches the landing and nothing of the host page.
  const customCss = branding?.customCss ? customCssHref(apiBaseUrl, organizationSlug) : null;
  useEffect(() => {
    const root = hostElement.shadowRoot;
    return root === null ? undefined : linkOrganizationStylesheet(root, customCss);
  }, [hostElement, customCss]);
  return (
    <BrandingProvider branding={branding}>
      {/* What the firm's custom CSS is scoped to (the api's ORGANIZATION_CONTENT_ATTRIBUTE). */}
      <div data-organization-content="">{children}</div>
    </BrandingProvider>
  );
}

/**
 * Everything the portal's shell gives the landing (query cache, router, theme), for a landing
 * mounted by embed.js into a firm's own page. The router is in memory: the host page's address is the
 * host's, and the landing's links lead to the portal (SiteLinksProvider).
 */
export function EmbeddedLanding(props: EmbeddedLandingProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SiteLinksProvider portalUrl={props.portalUrl}>
          <EmbeddedTheme {...props}>
            <Suspense fallback={null}>
              <Landing
                organizationSlug={props.organizationSlug}
                language={props.language}
                apiBaseUrl={props.apiBaseUrl}
              />
            </Suspense>
          </EmbeddedTheme>
        </SiteLinksProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
