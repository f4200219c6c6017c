import type { EntityManager } from '@mikro-orm/core';
import {
  memberRoleHas,
  ORGANIZATION_STAFF_ROLES,
  type TMemberRole,
  type TStaffPermission,
} from '@propdesk/shared/contracts';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { actorOf, type TActor } from '../../http/actor.ts';
import { requireSecondFactor } from '../auth/index.ts';
import { OrganizationMember } from '../tenancy/index.ts';

/** A staff permission, or `staff`: any member who works for the organization (every role but `user`). */
export type TStaffAccess = TStaffPermission | 'staff';

/**
 * !!! Security invariant (tenant isolation): a staff action in an organization needs an ACTIVE membership
 * there whose role holds the permission (STAFF_PERMISSIONS), or a platform admin. Whoever is not an
 * active member gets the same 404 whether the organization exists or not, so nobody can probe for other
 * tenants' ids; a member whose role lacks the permission gets 403 (they know the organization already).
 * A platform admin, and a member whose role must pass a second factor at sign-in (owner, admin, manager),
 * also needs a session that passed one: a trader signed in with a password who has since accepted a staff
 * invitation gets 403 SECOND_FACTOR_REQUIRED until they sign in again. Support agents need none.
 * Call it before reading anything of the organization.
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
  permission: TStaffAccess;
}): Promise<void> {
  // The role as the access check read it from the profile, with the session (not the token's).
  if (actor.role === 'admin') {
    requireSecondFactor(actor);
    return;
  }
  const membership = await em.findOne(
    OrganizationMember,
    { organization: organizationId, user: actor.userId, status: 'active' },
    { fields: ['role'] },
  );
  if (membership === null) throw DomainError.notFound('Organization not found');
  if (!isAllowed(membership.role, permission)) {
    throw DomainError.forbidden('Your role in this organization does not allow this');
  }
  if (ORGANIZATION_STAFF_ROLES.includes(membership.role)) requireSecondFactor(actor);
}

function isAllowed(role: TMemberRole, permission: TStaffAccess): boolean {
  return permission === 'staff' ? role !== 'user' : memberRoleHas(role, permission);
}

const ZUuid = z.uuid();

/**
 * !!! Security invariant (tenant isolation): requireStaffPermission as the pre-validation hook of every
 * staff route whose path names the organization as `:organizationId` (payouts, identity checks, members,
 * clients, accounts, disputes, dashboard, activity, security, profile, certificates, settings). The
 * route-access plugin attaches it to every route declaring `config: { access: { staff: permission } }`,
 * never a route by hand; the route matrix checks that every such path declares one. It runs before the
 * params and body are validated, so another firm's staff get the 404 of an unknown organization and never
 * a 400 telling them the route exists for that id; the services behind it still scope every query by that
 * organization. !!!
 */
export function staffAccessGuard(permission: TStaffAccess): preValidationHookHandler {
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
