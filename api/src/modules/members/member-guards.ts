import type { EntityManager } from '@mikro-orm/core';
import { memberRoleHas } from '@propdesk/shared/contracts';
import type { TActor } from '../../http/actor.ts';
import { OrganizationMember } from '../tenancy/index.ts';

/**
 * Whether the actor may make, change or remove owners in the organization (members.manageOwners):
 * platform admins everywhere, else an active membership whose role holds it.
 */
export async function canManageOwners({
  em,
  actor,
  organizationId,
}: {
  em: EntityManager;
  actor: TActor;
  organizationId: string;
}): Promise<boolean> {
  if (actor.role === 'admin') return true;
  const membership = await em.findOne(
    OrganizationMember,
    { organization: organizationId, user: actor.userId, status: 'active' },
    { fields: ['role'] },
  );
  return membership !== null && memberRoleHas(membership.role, 'members.manageOwners');
}
