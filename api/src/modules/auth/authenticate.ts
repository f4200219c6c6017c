import { AUTH_ERROR_CODES } from '@propdesk/shared/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { ZAccessTokenClaims } from './access-token.ts';
import { findLiveSession } from './session.service.ts';

/** What the access token claims; the rest of the actor comes from the live session. */
export type TAccessClaims = Omit<TActor, 'hasSecondFactor'>;

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
    return claims.success
      ? { userId: claims.data.sub, sessionId: claims.data.sid, role: claims.data.role }
      : null;
  } catch {
    return null;
  }
}

/**
 * Do not loosen: a valid signature is not enough. The session is read from the database on every
 * request, so sign-out, revocation and disabling a user refuse the very next request on every api
 * instance, not when the token expires.
 */
async function authenticate(request: FastifyRequest): Promise<void> {
  const claims = await readAccessClaims(request);
  if (claims === null) throw DomainError.unauthorized();
  const session = await findLiveSession({
    em: request.em,
    sessionId: claims.sessionId,
    userId: claims.userId,
  });
  if (session === null) throw DomainError.unauthorized('Your session has ended, please sign in again');
  request.actor = { ...claims, hasSecondFactor: (session.mfaVerifiedAt ?? null) !== null };
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

export const authenticatePlugin = fp(
  async (app) => {
    app.decorateRequest('actor', null);
    app.decorate('authenticate', authenticate);
  },
  { name: 'authenticate', fastify: '5.x', dependencies: ['jwt', 'database'] },
);
