import type { TOrganizationStatus, TProfileRole } from '@propdesk/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error.ts';

/** Who is calling: set by `authenticate` on routes declared `access: 'authenticated'`. */
export type TActor = {
  userId: string;
  sessionId: string;
  /** The profile's role as the database holds it (not the token's); null for a user without a profile. */
  role: TProfileRole | null;
  /** Whether this session's sign-in passed a second factor (read from the session, not the token). */
  hasSecondFactor: boolean;
  /** The status of the profile's organization, read with the session; null without an organization. */
  organizationStatus: TOrganizationStatus | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    actor: TActor | null;
  }
}

/** The actor of an authenticated route; a route that forgot its access rule fails loudly here. */
export function actorOf(request: FastifyRequest): TActor {
  if (request.actor === null) throw DomainError.unauthorized();
  return request.actor;
}
