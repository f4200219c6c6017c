import {
  AUTH_ERROR_CODES,
  ORGANIZATION_STAFF_ROLES,
  type TMemberRole,
  type TPortalType,
  type TProfileRole,
  type TSignInPortal,
} from '@propdesk/shared/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../errors/domain-error.ts';
import { OrganizationMember, type TProfile } from '../tenancy/index.ts';

/** The portals' refusals, written for people: the front end may show these as they are. */
export const PORTAL_REFUSAL_MESSAGES = {
  staffOnClientPortal:
    'Admin and manager accounts cannot access the client portal. Please use /admin/auth to login.',
  notAdmin: 'Access denied. This is the ADMIN portal. Your account is not authorized for admin access',
  wrongPortalType: 'Access denied. This account is registered for a different portal type',
  notOrganizationStaff:
    'Access denied. This portal is for the owners, admins and managers of an organization.',
  notSupportAgent: 'Access denied. This portal is for the support agents of an organization.',
} as const;

const STAFF_ROLES: readonly TProfileRole[] = ['admin', 'manager'];

export type TPortalProfile = {
  role: TProfileRole;
  portalType: TPortalType | null;
  /** The roles of the person's active memberships, in any organization. */
  memberRoles: readonly TMemberRole[];
};

/**
 * Which profiles may sign in through which portal (docs: Product › Server-side guards). Do not loosen: these run on
 * the server after the password matched, whatever the browser's guards did.
 * Platform admins and managers may use every portal but the client one (the browser then takes them to
 * the admin area); the organization portal needs an active owner, admin or manager membership and the
 * support-agent portal an active agent membership.
 */
export function findPortalRefusal(portal: TSignInPortal, profile: TPortalProfile): DomainError | null {
  const isStaff = STAFF_ROLES.includes(profile.role);
  if (portal === 'client' && isStaff) {
    return new DomainError(AUTH_ERROR_CODES.staffOnClientPortal, PORTAL_REFUSAL_MESSAGES.staffOnClientPortal);
  }
  if (portal === 'admin' && !isStaff) {
    return new DomainError(AUTH_ERROR_CODES.notAdmin, PORTAL_REFUSAL_MESSAGES.notAdmin);
  }
  if (portal === 'admin' && profile.portalType !== null) {
    return new DomainError(AUTH_ERROR_CODES.wrongPortalType, PORTAL_REFUSAL_MESSAGES.wrongPortalType);
  }
  const isMemberAs = (roles: readonly TMemberRole[]) =>
    profile.memberRoles.some((role) => roles.includes(role));
  if (portal === 'organization' && !isStaff && !isMemberAs(ORGANIZATION_STAFF_ROLES)) {
    return new DomainError(
      AUTH_ERROR_CODES.notOrganizationStaff,
      PORTAL_REFUSAL_MESSAGES.notOrganizationStaff,
    );
  }
  if (portal === 'support-agent' && !isStaff && !isMemberAs(['agent'])) {
    return new DomainError(AUTH_ERROR_CODES.notSupportAgent, PORTAL_REFUSAL_MESSAGES.notSupportAgent);
  }
  return null;
}

/** What the portal rules need to know about a person: their profile and active memberships. */
export async function loadPortalProfile(em: EntityManager, profile: TProfile): Promise<TPortalProfile> {
  const memberships = await em.find(OrganizationMember, { user: profile.user.id, status: 'active' });
  return {
    role: profile.role,
    portalType: profile.portalType ?? null,
    memberRoles: memberships.map((membership) => membership.role),
  };
}
