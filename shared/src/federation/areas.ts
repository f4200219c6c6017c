import { isPublicPath, matchesPathPattern } from './public-pages.ts';
import { SHELL_PATHS } from './routes.ts';

/**
 * The areas of the portal. Which remote serves a path is the remotes' own business (navigation.ts);
 * which area a path is in — who may see it, whose sidebar and branding it gets — is the shell's, decided
 * by the path's prefix, so a page a remote adds later is guarded like its neighbours without a shell
 * release:
 * - `shell`: the shell's own pages (sign-in pages, password reset, invitations);
 * - `public`: the landing's public pages (public-pages.ts);
 * - `admin` under /admin, `organization` under /organization, `support-agent` under /support-agent,
 *   `elite` under /elite;
 * - `trader`: every other path, the trader's and the partner's pages.
 */
export type TPortalArea =
  'shell' | 'public' | 'admin' | 'organization' | 'support-agent' | 'elite' | 'trader';

const PREFIXED_AREAS = [
  ['/admin', 'admin'],
  ['/organization', 'organization'],
  ['/support-agent', 'support-agent'],
  ['/elite', 'elite'],
] as const;

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function isShellPath(pathname: string): boolean {
  return SHELL_PATHS.some((pattern) => matchesPathPattern(pattern, pathname));
}

export function portalAreaForPath(pathname: string): TPortalArea {
  if (isShellPath(pathname)) return 'shell';
  if (isPublicPath(pathname)) return 'public';
  const prefixed = PREFIXED_AREAS.find(([prefix]) => isUnder(pathname.toLowerCase(), prefix));
  return prefixed ? prefixed[1] : 'trader';
}
