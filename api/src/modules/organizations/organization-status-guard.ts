import { TRADING_ERROR_CODES, type TProfileRole } from '@propdesk/shared/contracts';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { DomainError } from '../../errors/domain-error.ts';
import { actorOf, type TActor } from '../../http/actor.ts';

/** Platform staff act on every organization whatever its status, as at the status gate of the front ends. */
const GATE_BYPASS_ROLES: readonly TProfileRole[] = ['admin', 'manager'];

const REFUSALS = {
  pending: 'Your organization is not active yet: buying, trading and payouts open once it is',
  suspended: 'Your organization is suspended: buying, trading and payouts are paused until it is reactivated',
} as const;

/**
 * !!! Security invariant (organization status gate, docs: Product › Organization status gate): while
 * an organization is pending or suspended, its traders cannot buy, trade or request a payout, whatever a
 * front end shows. The status comes with the session's access (one statement, remembered at most a
 * second without Redis; an admin's status change makes every instance forget at once), so a suspension
 * holds within about a second. Users without an organization are not gated, exactly as
 * `/me/organization-status` answers them. !!!
 */
export function requireActiveOrganization(actor: TActor): void {
  if (actor.role !== null && GATE_BYPASS_ROLES.includes(actor.role)) return;
  const status = actor.organizationStatus;
  if (status === null || status === 'active') return;
  throw new DomainError(TRADING_ERROR_CODES.organizationInactive, REFUSALS[status], {
    details: { status },
  });
}

/**
 * The gate as a pre-validation hook, for every trader route that buys, trades or moves money on the
 * trader's request. It runs right after authentication and before any lookup or validation, so a gated
 * trader learns nothing else from the answer.
 */
export const activeOrganizationGuard: preValidationHookHandler = async (request: FastifyRequest) => {
  requireActiveOrganization(actorOf(request));
};
