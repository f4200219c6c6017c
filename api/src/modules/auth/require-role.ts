import { MFA_REQUIRED_ROLES, type TProfileRole } from '@propdesk/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error.ts';
import { actorOf } from '../../http/actor.ts';
import { requireSecondFactor } from './authenticate.ts';

/**
 * The check behind a route's role rule, `config: { access: { roles: ['admin'] } }`; the route-access
 * plugin attaches it right after `authenticate` and before validation, so a caller without the role
 * learns nothing about the body schema.
 *
 * !!! Security invariant: the role is the profile's, read with the session by `authenticate` (the same
 * statement), not the access token's. A token keeps the role it was issued with for up to 10 minutes; a
 * demoted admin must lose access at once, which is why changing a role calls the session access cache's
 * `forgetUser`. A platform admin or manager also needs a session that passed a second factor. !!!
 */
export function requireRole(...roles: readonly TProfileRole[]) {
  return async function roleGuard(request: FastifyRequest): Promise<void> {
    const { role, ...actor } = actorOf(request);
    if (role === null || !roles.includes(role)) throw DomainError.forbidden();
    if (MFA_REQUIRED_ROLES.includes(role)) requireSecondFactor({ role, ...actor });
  };
}
