import type { FastifyRequest } from 'fastify';

/** Column sizes of request metadata stored with sessions and audit events (longer values are cut). */
export const USER_AGENT_MAX_LENGTH = 512;
/** The longest textual IPv6 address (with an embedded IPv4 part). */
export const IP_MAX_LENGTH = 45;

/** Where a request came from, as stored with sessions and audit events. */
export type TClientInfo = { ip: string | null; userAgent: string | null };

/** `request.ip` honours TRUST_PROXY; both values are cut to their column size. */
export function clientInfoOf(request: FastifyRequest): TClientInfo {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip === '' ? null : request.ip.slice(0, IP_MAX_LENGTH),
    userAgent: userAgent === undefined || userAgent === '' ? null : userAgent.slice(0, USER_AGENT_MAX_LENGTH),
  };
}
