import type { JWT } from '@fastify/jwt';
import {
  AUTH_ERROR_CODES,
  MFA_CHALLENGES,
  SIGN_IN_PORTALS,
  type TMfaChallenge,
  type TSignInPortal,
} from '@propdesk/shared/contracts';
import { z } from 'zod';
import { HttpError } from '../../../http/http-error.ts';

/** Time to open the authenticator app (or, when enrolling, to install one) and type the code. */
export const MFA_TOKEN_TTL_SECONDS = 10 * 60;

const MFA_TOKEN_PURPOSE = 'mfa_sign_in';

/**
 * What the second-factor step of a sign-in carries between the password and the code. Do not loosen:
 * the purpose claim keeps it from ever being accepted as an access token (which needs `sid`) and keeps
 * an access token from being used here.
 */
const ZMfaTokenClaims = z.object({
  purpose: z.literal(MFA_TOKEN_PURPOSE),
  sub: z.uuid(),
  portal: z.enum(SIGN_IN_PORTALS),
  challenge: z.enum(MFA_CHALLENGES),
});
export type TMfaTokenClaims = { userId: string; portal: TSignInPortal; challenge: TMfaChallenge };

export function issueMfaToken(
  jwt: JWT,
  claims: TMfaTokenClaims,
): { mfaToken: string; mfaTokenExpiresAt: string } {
  const mfaToken = jwt.sign(
    { purpose: MFA_TOKEN_PURPOSE, sub: claims.userId, portal: claims.portal, challenge: claims.challenge },
    { expiresIn: MFA_TOKEN_TTL_SECONDS },
  );
  const expiresAt = new Date(Date.now() + MFA_TOKEN_TTL_SECONDS * 1000);
  return { mfaToken, mfaTokenExpiresAt: expiresAt.toISOString() };
}

export function mfaChallengeExpired(): HttpError {
  return new HttpError(
    401,
    AUTH_ERROR_CODES.mfaChallengeExpired,
    'Sign-in took too long, please start again',
  );
}

export function readMfaToken(jwt: JWT, token: string): TMfaTokenClaims {
  let payload: unknown;
  try {
    payload = jwt.verify(token);
  } catch {
    throw mfaChallengeExpired();
  }
  const claims = ZMfaTokenClaims.safeParse(payload);
  if (!claims.success) throw mfaChallengeExpired();
  return { userId: claims.data.sub, portal: claims.data.portal, challenge: claims.data.challenge };
}
