import type { JWT } from '@fastify/jwt';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export const ELITE_PASS_COOKIE_NAME = 'propdesk_elite';
/** Only the elite endpoints receive the pass; no other request carries it. */
export const ELITE_PASS_COOKIE_PATH = '/api/elite';
/** A working day; then the code is asked again. */
export const ELITE_PASS_TTL_SECONDS = 12 * 60 * 60;

const ELITE_PASS_PURPOSE = 'elite_access';
const ZElitePassClaims = z.object({ purpose: z.literal(ELITE_PASS_PURPOSE), exp: z.number().int() });

/**
 * Do not loosen: the pass lives in an httpOnly cookie (the original kept the code itself in local
 * storage, readable by any script), SameSite=Strict, Secure in production, scoped to the elite api.
 */
function cookieOptions(isProduction: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure: isProduction, path: ELITE_PASS_COOKIE_PATH };
}

/** Hands out a signed pass after the right code; the cookie and the token expire together. */
export function grantElitePass(jwt: JWT, reply: FastifyReply, isProduction: boolean): Date {
  const pass = jwt.sign({ purpose: ELITE_PASS_PURPOSE }, { expiresIn: ELITE_PASS_TTL_SECONDS });
  void reply.setCookie(ELITE_PASS_COOKIE_NAME, pass, {
    ...cookieOptions(isProduction),
    maxAge: ELITE_PASS_TTL_SECONDS,
  });
  return new Date(Date.now() + ELITE_PASS_TTL_SECONDS * 1000);
}

export function revokeElitePass(reply: FastifyReply, isProduction: boolean): void {
  void reply.clearCookie(ELITE_PASS_COOKIE_NAME, cookieOptions(isProduction));
}

/** When the request's pass expires, or null when it has none (or a forged, expired or foreign token). */
export function readElitePass(jwt: JWT, request: FastifyRequest): Date | null {
  const token = request.cookies[ELITE_PASS_COOKIE_NAME];
  if (token === undefined || token === '') return null;
  try {
    const claims = ZElitePassClaims.safeParse(jwt.verify(token));
    return claims.success ? new Date(claims.data.exp * 1000) : null;
  } catch {
    return null;
  }
}
