import type { TStaffPermission } from '@propdesk/shared/contracts';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { actorOf } from '../../http/actor.ts';
import { requireStaffPermission } from './staff-access.ts';

const ZUuid = z.uuid();

/**
 * !!! Security invariant (tenant isolation): a staff route of an organization (`/organizations/
 * :organizationId/…`) runs this before its input is validated: the caller holds `permission` in the
 * organization of the path (or is a platform admin), else 404 (a non-member, whether the organization
 * exists or not) or 403 (a member whose role lacks it), never a 400 that would tell another firm's staff
 * the route exists for that id. The services behind it scope every query by that organization. !!!
 */
export function staffPermissionGuard(permission: TStaffPermission): preValidationHookHandler {
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
