import type { EntityManager } from '@mikro-orm/core';
import type { TMyOrganization, TProfileRole } from '@propdesk/shared/contracts';
import { findProfileOfUser } from '../auth/index.ts';
import { Organization, OrganizationMember, type TOrganization } from '../tenancy/index.ts';

/** Staff bypass the organization status gate. */
const GATE_BYPASS_ROLES: readonly TProfileRole[] = ['admin', 'manager'];

/**
 * The organization status gate (docs: Product › Organization status gate): admins, managers and users without an organization read
 * 'active'; others read their organization's status, and a missing organization reads 'pending'.
 */
export async function findMyOrganizationStatus({
  em,
  userId,
}: {
  em: EntityManager;
  userId: string;
}): Promise<string> {
  const profile = await findProfileOfUser({ em, userId });
  if (GATE_BYPASS_ROLES.includes(profile.role)) return 'active';
  if (profile.organization === null || profile.organization === undefined) return 'active';
  const organization = await em.findOne(Organization, { id: profile.organization.id });
  return organization === null ? 'pending' : organization.status;
}

function toMyOrganization(organization: TOrganization, role: TMyOrganization['role']): TMyOrganization {
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    status: organization.status,
    role,
    createdAt: organization.createdAt.toISOString(),
  };
}

/**
 * Admins see every organization, newest first, with role 'admin'; everybody else sees
 * only organizations where they hold an ACTIVE membership, with that membership's role.
 */
export async function listMyOrganizations({
  em,
  userId,
}: {
  em: EntityManager;
  userId: string;
}): Promise<TMyOrganization[]> {
  const profile = await findProfileOfUser({ em, userId });
  if (profile.role === 'admin') {
    const organizations = await em.find(Organization, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return organizations.map((organization) => toMyOrganization(organization, 'admin'));
  }
  // Do not loosen: invited and suspended memberships give no access to an organization.
  const memberships = await em.find(
    OrganizationMember,
    { user: userId, status: 'active' },
    { populate: ['organization'], orderBy: { organization: { createdAt: 'desc' }, id: 'asc' } },
  );
  return memberships.map((membership) => toMyOrganization(membership.organization, membership.role));
}
