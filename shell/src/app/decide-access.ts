import { matchPath } from '@propdesk/shared/router';
import { ADMIN_PATHS, AFFILIATE_PATHS, ORGANIZATION_PATHS, TRADER_PATHS } from '@propdesk/shared/federation';
import type { TMemberRole, TSessionUser } from '@propdesk/shared/contracts';
import { ORGANIZATION_STAFF_ROLES } from '@propdesk/shared/domain';
import type { SessionStatus } from '@propdesk/shared/session';

export type AccessDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

type GuardedArea = 'client' | 'admin' | 'organization' | 'support-agent';

const STAFF_ROLES = new Set(['admin', 'manager']);

function matches(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
}

/** The support agent's pages (mf-organization serves them; their own guard, not the organization's). */
const SUPPORT_AGENT_PATHS = ORGANIZATION_PATHS.filter((path) => path.startsWith('/support-agent/'));

/** The guarded area of a path, or null for a public page. */
export function guardedAreaForPath(pathname: string): GuardedArea | null {
  if (matches(SUPPORT_AGENT_PATHS, pathname)) return 'support-agent';
  if (matches(ADMIN_PATHS, pathname)) return 'admin';
  if (matches(ORGANIZATION_PATHS, pathname)) return 'organization';
  if (matches(TRADER_PATHS, pathname) || matches(AFFILIATE_PATHS, pathname)) return 'client';
  return null;
}

/** A tenant's white-label pages send visitors to the tenant's own sign-in page. */
function clientSignInPath(pathname: string): string {
  const slug = matchPath({ path: '/client/:orgSlug/*', end: false }, pathname)?.params.orgSlug;
  return slug ? `/client/${slug}/auth` : '/auth';
}

/** Whether the organization and support-agent areas need the person's memberships to decide. */
export function needsMemberships(pathname: string): boolean {
  const area = guardedAreaForPath(pathname);
  return area === 'organization' || area === 'support-agent';
}

/**
 * The route guards. They shape what the browser shows; the api enforces the same rules
 * on every request, so a guard that is bypassed exposes nothing. `memberRoles` are the roles of the
 * person's active memberships (GET /api/me/organizations), null while they load: the organization area
 * needs an owner, admin or manager membership (the "current organization"), the support-agent area an
 * agent one.
 */
export function decideAccess(
  pathname: string,
  status: SessionStatus,
  user: TSessionUser | null,
  memberRoles: readonly TMemberRole[] | null = null,
): AccessDecision {
  const area = guardedAreaForPath(pathname);
  if (area === null) return { kind: 'allow' };
  if (status === 'unknown') return { kind: 'wait' };
  const isStaff = user !== null && STAFF_ROLES.has(user.profile.role);
  const isMemberAs = (roles: readonly TMemberRole[]) =>
    memberRoles !== null && memberRoles.some((role) => roles.includes(role));
  switch (area) {
    case 'client':
      if (!user) return { kind: 'redirect', to: clientSignInPath(pathname) };
      return isStaff ? { kind: 'redirect', to: '/admin/dashboard' } : { kind: 'allow' };
    case 'admin':
      if (!user) return { kind: 'redirect', to: '/admin/auth' };
      return isStaff ? { kind: 'allow' } : { kind: 'redirect', to: '/dashboard' };
    case 'organization':
      if (!user) return { kind: 'redirect', to: '/organization/auth' };
      if (isStaff) return { kind: 'redirect', to: '/admin/dashboard' };
      if (memberRoles === null) return { kind: 'wait' };
      return isMemberAs(ORGANIZATION_STAFF_ROLES)
        ? { kind: 'allow' }
        : { kind: 'redirect', to: '/organization/auth' };
    case 'support-agent':
      if (!user) return { kind: 'redirect', to: '/support-agent/auth' };
      if (isStaff) return { kind: 'allow' };
      if (memberRoles === null) return { kind: 'wait' };
      return isMemberAs(['agent']) ? { kind: 'allow' } : { kind: 'redirect', to: '/support-agent/auth' };
  }
}
