import { matchPath } from '@propdesk/shared/router';
import { portalAreaForPath } from '@propdesk/shared/federation';
import type { TMemberRole, TSessionUser } from '@propdesk/shared/contracts';
import { ORGANIZATION_STAFF_ROLES, PLATFORM_STAFF_ROLES } from '@propdesk/shared/domain';
import type { SessionStatus } from '@propdesk/shared/session';

export type AccessDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

type GuardedArea = 'client' | 'admin' | 'organization' | 'support-agent';

/**
 * The guarded area of a page a remote serves, by its prefix (portalAreaForPath); null for the shell's
 * own pages, the public ones and the elite area (which asks for its access code instead).
 */
export function guardedAreaForPath(pathname: string): GuardedArea | null {
  const area = portalAreaForPath(pathname);
  switch (area) {
    case 'admin':
    case 'organization':
    case 'support-agent':
      return area;
    case 'trader':
      return 'client';
    default:
      return null;
  }
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
  const isStaff = user !== null && PLATFORM_STAFF_ROLES.includes(user.profile.role);
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
