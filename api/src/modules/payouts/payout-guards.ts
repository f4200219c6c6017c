import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { actorOf } from '../../http/actor.ts';
import { ownedResourceGuard } from '../../http/owned-resource-guard.ts';
import { requireStaffPermission } from '../organizations/staff-access.ts';
import { PayoutMethod } from './payout-method.entity.ts';

const ZUuid = z.uuid();

/**
 * !!! Security invariant (tenant isolation): every staff payout route runs this before its input is
 * validated: the caller holds payouts.review in the organization of the path (or is a platform admin),
 * else 404, never a 400 that would tell another firm's staff the route exists for that id. The services
 * behind it scope every query by that organization. !!!
 */
export const staffPayoutGuard: preValidationHookHandler = async (request: FastifyRequest) => {
  const organizationId = ZUuid.safeParse((request.params as Record<string, unknown>)['organizationId']);
  if (!organizationId.success) throw DomainError.notFound('Organization not found');
  await requireStaffPermission({
    em: request.em,
    actor: actorOf(request),
    organizationId: organizationId.data,
    permission: 'payouts.review',
  });
};

/** A trader's own payout method, looked up before the body is read (another person's answers 404). */
export const ownPayoutMethodGuard = ownedResourceGuard(
  'methodId',
  async (em, userId, id) => (await em.count(PayoutMethod, { id, owner: userId })) > 0,
  'Payout method not found',
);
