import { portalAreaForPath } from '@propdesk/shared/federation';
import { matchPath } from '@propdesk/shared/router';

/**
 * Whose branding a page shows, decided by its path alone:
 * - `none`: the platform's own look, always (organization theming never applies under /admin);
 * - `named`: the organization in the path (/client/{orgSlug}/…);
 * - `staff`: the organization being run (/organization/…, /support-agent/…);
 * - `trader`: the firm the signed-in trader belongs to (the trader's and the affiliate's pages);
 * - `default`: the platform's default organization (public pages, sign-in pages, the rest).
 */
export type TBrandingSource =
  | { kind: 'none' }
  | { kind: 'named'; slug: string }
  | { kind: 'staff' }
  | { kind: 'trader' }
  | { kind: 'default' };

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

// Nobody is known to be running an organization on its sign-in pages yet.
const STAFF_SIGN_IN_PATHS: readonly string[] = ['/organization/auth', '/support-agent/auth'];

export function brandingSourceForPath(pathname: string): TBrandingSource {
  if (isUnder(pathname, '/admin')) return { kind: 'none' };
  const clientMatch = matchPath({ path: '/client/:orgSlug', end: false }, pathname);
  if (clientMatch?.params.orgSlug) return { kind: 'named', slug: clientMatch.params.orgSlug };
  const isStaffArea = isUnder(pathname, '/organization') || isUnder(pathname, '/support-agent');
  if (isStaffArea && !STAFF_SIGN_IN_PATHS.includes(pathname)) return { kind: 'staff' };
  if (portalAreaForPath(pathname) === 'trader') return { kind: 'trader' };
  return { kind: 'default' };
}

/** What each source resolves to; while one is unknown (still loading, nobody signed in) the default shows. */
export interface BrandingCandidates {
  defaultSlug: string | null;
  /** The organization the signed-in staff member (or platform admin) is running. */
  staffSlug: string | null;
  /** The firm the signed-in trader signed up with; null for a trader of the platform itself. */
  traderSlug: string | null;
}

export function brandingSlugOf(source: TBrandingSource, candidates: BrandingCandidates): string | null {
  switch (source.kind) {
    case 'none':
      return null;
    case 'named':
      return source.slug;
    case 'staff':
      return candidates.staffSlug ?? candidates.defaultSlug;
    case 'trader':
      return candidates.traderSlug ?? candidates.defaultSlug;
    case 'default':
      return candidates.defaultSlug;
  }
}
