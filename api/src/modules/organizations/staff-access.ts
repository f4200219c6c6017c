import type { EntityManager } from '@mikro-orm/core';
import { memberRoleHas, type TStaffPermission } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { OrganizationMember } from './organization-member.entity.ts';

/**
 * !!! Security invariant (tenant isolation): a staff action in an organization needs an ACTIVE membership
 * there whose role holds the permission (STAFF_PERMISSIONS), or a platform admin. Whoever is not an
 * active member gets the same 404 whether the organization exists or not, so nobody can probe for other
 * tenants' ids; a member whose role lacks the permission gets 403 (they know the organization already).
 * Call it before reading anything of the organization; `requireSecondFactor` is the caller's to add where
 * the action moves money or identity.
 */
export async function requireStaffPermission({
  em,
  actor,
  organizationId,
  permission,
}: {
  em: EntityManager;
  actor: TActor;
  organizationId: string;
  permission: TStaffPermission;
}): Promise<void> {
  // The role as the access check read it from the profile, with the session (not the token's).
  if (actor.role === 'admin') return;
  const membership = await em.findOne(
    OrganizationMember,
    { organization: organizationId, user: actor.userId, status: 'active' },
    { fields: ['role'] },
  );
  if (membership === null) throw DomainError.notFound('Organization not found');
  if (!memberRoleHas(membership.role, permission)) {
    throw DomainError.forbidden('Your role in this organization does not allow this');
  }
}
