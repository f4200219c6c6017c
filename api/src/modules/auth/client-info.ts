import type { FastifyRequest } from 'fastify';
import { IP_MAX_LENGTH, USER_AGENT_MAX_LENGTH } from './auth.constants.ts';

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
