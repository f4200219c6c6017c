import { AUTH_ERROR_CODES } from '@propdesk/shared/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { ZAccessTokenClaims } from './access-token.ts';
import type { TSessionAccessCache } from './session-access-cache.ts';

/** Whose session an access token names; what they may do comes from the live session. */
export type TAccessClaims = Pick<TActor, 'userId' | 'sessionId'>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/** The verified claims of the request's bearer token, or null when it has none or an invalid one. */
export async function readAccessClaims(request: FastifyRequest): Promise<TAccessClaims | null> {
  if (request.headers.authorization === undefined) return null;
  try {
    const claims = ZAccessTokenClaims.safeParse(await request.jwtVerify());
    return claims.success ? { userId: claims.data.sub, sessionId: claims.data.sid } : null;
  } catch {
    return null;
  }
}

/**
 * Do not loosen: a valid signature is not enough. The session must be live: sign-out, revocation and
 * disabling a user refuse the very next request on the instance that handled them and, through the
 * session access cache's notices, within a second on every other one, not when the token expires. The
 * role comes from the profile, not from the token.
 */
function authenticateWith(sessionAccess: TSessionAccessCache) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const claims = await readAccessClaims(request);
    if (claims === null) throw DomainError.unauthorized();
    const access = await sessionAccess.read({ em: request.em, ...claims, now: new Date() });
    if (access === null) throw DomainError.unauthorized('Your session has ended, please sign in again');
    request.actor = {
      ...claims,
      role: access.role,
      hasSecondFactor: access.hasSecondFactor,
      organizationStatus: access.organizationStatus,
    };
  };
}

/**
 * Do not loosen: staff work (platform admins and managers, an organization's owners, admins and managers)
 * needs a session whose sign-in passed a second factor, whatever the token or the role says.
 */
export function requireSecondFactor(actor: TActor): void {
  if (actor.hasSecondFactor) return;
  throw new DomainError(
    AUTH_ERROR_CODES.secondFactorRequired,
    'This needs a sign-in with two-step verification: please sign in again',
  );
}

export const authenticatePlugin = fp<{ sessionAccess: TSessionAccessCache }>(
  async (app, { sessionAccess }) => {
    app.decorateRequest('actor', null);
    app.decorate('authenticate', authenticateWith(sessionAccess));
  },
  { name: 'authenticate', fastify: '5.x', dependencies: ['jwt', 'database'] },
);
