import type { CookieSerializeOptions } from '@fastify/cookie';
import { AUTH_ERROR_CODES } from '@propdesk/shared/contracts';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { deriveTokenKey, TOKEN_AUDIENCES } from '../auth/index.ts';

export const ELITE_PASS_COOKIE_NAME = 'propdesk_elite';
/**
 * Sent to the whole api: joining the elite organization (the elite link, signing up under its slug) and
 * every elite data route check the pass, and they live under several prefixes.
 */
export const ELITE_PASS_COOKIE_PATH = '/api';
/** A working day; then the code is asked again. */
export const ELITE_PASS_TTL_SECONDS = 12 * 60 * 60;

const ZElitePassClaims = z.object({ aud: z.literal(TOKEN_AUDIENCES.elitePass), exp: z.number().int() });

/**
 * Do not loosen: the pass lives in an httpOnly cookie (never in storage a script can read),
 * SameSite=Strict, Secure in production.
 */
function cookieOptions(isProduction: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure: isProduction, path: ELITE_PASS_COOKIE_PATH };
}

export type TElitePasses = {
  /** Hands out a signed pass after the right code; the cookie and the token expire together. */
  grant(reply: FastifyReply): Date;
  revoke(reply: FastifyReply): void;
  /** When the request's pass expires, or null without one (or a forged, expired or foreign token). */
  read(request: FastifyRequest): Date | null;
  /** The guard of everything elite: 403 ELITE_PASS_REQUIRED without a valid pass. */
  require(request: FastifyRequest): void;
};

/** Elite passes signed with their own key and audience (see token-keys.ts). */
export function createElitePasses({
  jwtSecret,
  isProduction,
}: {
  jwtSecret: string;
  isProduction: boolean;
}): TElitePasses {
  const key = deriveTokenKey(jwtSecret, 'elitePass');
  const sign = createSigner({
    key,
    algorithm: 'HS256',
    aud: TOKEN_AUDIENCES.elitePass,
    expiresIn: ELITE_PASS_TTL_SECONDS * 1000,
  });
  const verify = createVerifier({ key, algorithms: ['HS256'], allowedAud: TOKEN_AUDIENCES.elitePass });

  const read = (request: FastifyRequest): Date | null => {
    const token = request.cookies[ELITE_PASS_COOKIE_NAME];
    if (token === undefined || token === '') return null;
    try {
      const claims = ZElitePassClaims.safeParse(verify(token));
      return claims.success ? new Date(claims.data.exp * 1000) : null;
    } catch {
      return null;
    }
  };

  return {
    grant(reply) {
      void reply.setCookie(ELITE_PASS_COOKIE_NAME, sign({}), {
        ...cookieOptions(isProduction),
        maxAge: ELITE_PASS_TTL_SECONDS,
      });
      return new Date(Date.now() + ELITE_PASS_TTL_SECONDS * 1000);
    },
    revoke(reply) {
      void reply.clearCookie(ELITE_PASS_COOKIE_NAME, cookieOptions(isProduction));
    },
    read,
    require(request) {
      if (read(request) !== null) return;
      throw new DomainError(AUTH_ERROR_CODES.elitePassRequired, 'Enter the elite access code first');
    },
  };
}
