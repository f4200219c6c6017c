import type { EntityManager } from '@mikro-orm/core';
import { memberRoleHas, type TStaffPermission } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { OrganizationMember } from './organization-member.entity.ts';

/**
 * !!! Security invariant (tenant isolation): a staff action in an organization needs an ACTIVE membership
 * there whose role holds the permission (STAFF_PERMISSIONS), or a platform admin. Every refusal, the
 * organization existing or not, is the same 404, so nobody can probe for other tenants' ids. !!!
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
  if (membership === null || !memberRoleHas(membership.role, permission)) {
    throw DomainError.notFound('Organization not found');
  }
}
