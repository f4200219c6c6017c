import { createContext, use, useMemo, type MouseEvent, type ReactNode } from 'react';

/**
 * Where the landing's links lead. In the portal they are the portal's own paths; embedded in a
 * firm's web page (embed.js) they lead to the portal's origin, and the host page's cookies, analytics
 * and address bar are the host's business.
 */
interface SiteLinks {
  /** The portal's origin when the landing is embedded elsewhere; null when it is the portal. */
  portalUrl: string | null;
  /** The tenant the landing shows, whose sign-up and home pages live under /client/{slug}. */
  organizationSlug: string | null;
}

const SiteLinksContext = createContext<SiteLinks>({ portalUrl: null, organizationSlug: null });

/** Sets what it is given and keeps the rest from the provider around it. */
export function SiteLinksProvider({
  portalUrl,
  organizationSlug,
  children,
}: Partial<SiteLinks> & { children: ReactNode }) {
  const outer = use(SiteLinksContext);
  const resolvedPortalUrl = portalUrl === undefined ? outer.portalUrl : portalUrl;
  const resolvedSlug = organizationSlug === undefined ? outer.organizationSlug : organizationSlug;
  const value = useMemo(
    () => ({ portalUrl: resolvedPortalUrl, organizationSlug: resolvedSlug }),
    [resolvedPortalUrl, resolvedSlug],
  );
  return <SiteLinksContext value={value}>{children}</SiteLinksContext>;
}

/** Paths the portal also serves per tenant: /client/{orgSlug} and /client/{orgSlug}/auth. */
const TENANT_PATHS: Record<string, string> = { '/': '', '/auth': '/auth' };

export function siteHref(path: string, { portalUrl, organizationSlug }: SiteLinks): string {
  const tenantSuffix = TENANT_PATHS[path];
  const portalPath =
    organizationSlug !== null && tenantSuffix !== undefined
      ? `/client/${encodeURIComponent(organizationSlug)}${tenantSuffix}`
      : path;
  return portalUrl === null ? portalPath : new URL(portalPath, portalUrl).href;
}

/** `href('/auth')`: the address of a portal page from wherever the landing is shown. */
export function useSiteHref(): (path: string) => string {
  const links = use(SiteLinksContext);
  return useMemo(() => (path: string) => siteHref(path, links), [links]);
}

export function useIsEmbedded(): boolean {
  return use(SiteLinksContext).portalUrl !== null;
}

/**
 * An in-page anchor (#funding). In the portal `/#funding` also works from another page; embedded,
 * the section lives in a shadow root the browser's fragment navigation cannot see, so the click
 * scrolls to it within that root and the host page's address stays as it is.
 */
export function useSectionLink(): (id: string) => {
  href: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
} {
  const isEmbedded = useIsEmbedded();
  return (id) =>
    isEmbedded
      ? {
          href: `#${id}`,
          onClick: (event) => {
            const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
            const section = root.getElementById(id);
            if (!section) return;
            event.preventDefault();
            // A jump, as the browser does for a fragment: a smooth scroll would pass the lazy
            // sections' marker and load them on the way.
            section.scrollIntoView({ block: 'start' });
            holdInView(section);
          },
        }
      : { href: `/#${id}` };
}

/** How long a jump target is held in place while the content above it settles. */
const HOLD_MS = 2_000;

/**
 * Keeps a section at the top after a jump while the content above it changes size (the lazy sections
 * just above the FAQ load when the jump lands next to them and would push it out of view), until the
 * reader scrolls, types or taps, or the page has settled.
 */
function holdInView(section: HTMLElement): void {
  const container = section.parentElement;
  if (container === null || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => section.scrollIntoView({ block: 'start' }));
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of READER_INPUTS) window.removeEventListener(type, release);
  };
  const timer = setTimeout(release, HOLD_MS);
  for (const type of READER_INPUTS) window.addEventListener(type, release, { passive: true });
  observer.observe(container);
}

const READER_INPUTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
