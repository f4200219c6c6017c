import type { JWT } from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { PROFILE_ROLES, type TProfileRole } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { TOKEN_AUDIENCES } from './token-keys.ts';

/** What an access JWT asserts: the user, the session it belongs to, and the role when issued. */
export const ZAccessTokenClaims = z.object({
  aud: z.literal(TOKEN_AUDIENCES.access),
  sub: z.uuid(),
  sid: z.uuid(),
  role: z.enum(PROFILE_ROLES),
});
export type TAccessTokenClaims = { sub: string; sid: string; role: TProfileRole };

export type TIssuedAccessToken = { accessToken: string; accessTokenExpiresAt: string };

const ZSignedExpiry = z.object({ exp: z.number().int() });

/** Signs an access token (lifetime set in the jwt plugin) and reads back its exact expiry. */
export function issueAccessToken(jwt: JWT, claims: TAccessTokenClaims): TIssuedAccessToken {
  const accessToken = jwt.sign(claims);
  const { exp } = ZSignedExpiry.parse(jwt.decode(accessToken));
  return { accessToken, accessTokenExpiresAt: new Date(exp * 1000).toISOString() };
}

/** When the request's verified access token expires, in ms since the epoch, or null without one. */
export function accessTokenExpiryOf(request: FastifyRequest): number | null {
  const claims = ZSignedExpiry.safeParse(request.user);
  return claims.success ? claims.data.exp * 1000 : null;
}
