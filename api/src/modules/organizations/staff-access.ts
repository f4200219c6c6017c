import type { EntityManager } from '@mikro-orm/core';
import { memberRoleHas, type TMemberRole, type TStaffPermission } from '@propdesk/shared/contracts';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { actorOf, type TActor } from '../../http/actor.ts';
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
  /** `staff`: any member who works for the organization (every role but its traders', `user`). */
  permission: TStaffPermission | 'staff';
}): Promise<void> {
  // The role as the access check read it from the profile, with the session (not the token's).
  if (actor.role === 'admin') return;
  const membership = await em.findOne(
    OrganizationMember,
    { organization: organizationId, user: actor.userId, status: 'active' },
    { fields: ['role'] },
  );
  if (membership === null) throw DomainError.notFound('Organization not found');
  if (!isAllowed(membership.role, permission)) {
    throw DomainError.forbidden('Your role in this organization does not allow this');
  }
}

function isAllowed(role: TMemberRole, permission: TStaffPermission | 'staff'): boolean {
  return permission === 'staff' ? role !== 'user' : memberRoleHas(role, permission);
}

const ZUuid = z.uuid();

/**
 * !!! Security invariant (tenant isolation): requireStaffPermission as the pre-validation hook of every
 * staff route whose path names the organization as `:organizationId` (payouts, identity checks, members,
 * clients, accounts, disputes, dashboard, activity, security, profile, certificates). It runs before the
 * params and body are validated, so another firm's staff get the 404 of an unknown organization and never
 * a 400 telling them the route exists for that id; the services behind it still scope every query by that
 * organization. !!!
 */
export function staffAccessGuard(permission: TStaffPermission | 'staff'): preValidationHookHandler {
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
