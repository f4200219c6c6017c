import type { EntityManager } from '@mikro-orm/core';
import { memberRoleHas, type TStaffPermission } from '@propdesk/shared/contracts';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { actorOf, type TActor } from '../../http/actor.ts';
import { OrganizationMember } from '../organizations/organization-member.entity.ts';
import { requireStaffPermission } from '../organizations/staff-access.ts';

const ZUuid = z.uuid();

/**
 * !!! Security invariant (tenant isolation): every members and invitations route of an organization runs
 * this before its input is validated: the caller holds `permission` in the organization of the path (or
 * is a platform admin), else 404 for a non-member and 403 for a member whose role lacks it, never a 400
 * that would tell another firm's staff the route exists for that id. The services behind it scope every
 * query by that organization. !!!
 */
export function memberGuard(permission: TStaffPermission): preValidationHookHandler {
  return async (request: FastifyRequest) => {
    const organizationId = ZUuid.safeParse((request.params as Record<string, unknown>)['organizationId']);
    if (!organizationId.success) throw DomainError.notFound('Organization not found');
    await requireStaffPermission({
      em: request.em,
      actor: actorOf(request),
      organizationId: organizationId.data,
      permission,
    });
  };
}

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
