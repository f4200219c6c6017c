import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from './auth.constants.ts';

export const REFRESH_COOKIE_NAME = 'propdesk_refresh';
/** Only the auth endpoints ever receive the refresh token; every other request goes without it. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * Do not loosen: httpOnly (no script can read it), SameSite=Lax (no cross-site POST carries it),
 * Secure in production (never over plain http), scoped to the auth path.
 */
function refreshCookieOptions(isProduction: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: isProduction, path: REFRESH_COOKIE_PATH };
}

/**
 * Beside the refresh cookie, readable by the portal's pages on the api's host: it says a session may be
 * restored, so a page without it never asks (and never logs the refused refresh). It holds no secret;
 * forging it only earns the refused refresh it saves.
 */
export const SESSION_MARKER_COOKIE_NAME = 'propdesk_has_session';

function sessionMarkerOptions(isProduction: boolean): CookieSerializeOptions {
  return { httpOnly: false, sameSite: 'lax', secure: isProduction, path: '/' };
}

export function setRefreshCookie(reply: FastifyReply, token: string, isProduction: boolean): void {
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  void reply.setCookie(REFRESH_COOKIE_NAME, token, { ...refreshCookieOptions(isProduction), maxAge });
  void reply.setCookie(SESSION_MARKER_COOKIE_NAME, '1', { ...sessionMarkerOptions(isProduction), maxAge });
}

export function clearRefreshCookie(reply: FastifyReply, isProduction: boolean): void {
  void reply.clearCookie(REFRESH_COOKIE_NAME, refreshCookieOptions(isProduction));
  void reply.clearCookie(SESSION_MARKER_COOKIE_NAME, sessionMarkerOptions(isProduction));
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const token = request.cookies[REFRESH_COOKIE_NAME];
  return token === undefined || token === '' ? null : token;
}
