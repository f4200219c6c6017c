import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import { ACCESS_TOKEN_TTL_SECONDS } from '../modules/auth/auth.constants.ts';
import { deriveTokenKey, TOKEN_AUDIENCES } from '../modules/auth/token-keys.ts';

export type TJwtPluginOptions = { secret: string };

const VERIFIED_TOKENS_REMEMBERED = 10_000;

/**
 * JWT signing and verification of the short-lived access token, read from `Authorization: Bearer`.
 * The browser keeps that token in memory only (never a cookie, never localStorage); the long-lived
 * credential is the refresh cookie of the auth module.
 *
 * Do not loosen: verification accepts HS256 only, so a token cannot pick a weaker algorithm ("none")
 * or be verified with the secret used as a public key; the key is the access tokens' own (derived from
 * JWT_SECRET, see token-keys.ts) and the audience must be the access tokens'.
 */
export const jwtPlugin = fp<TJwtPluginOptions>(
  async (app, { secret }) => {
    await app.register(jwt, {
      secret: deriveTokenKey(secret, 'access'),
      sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS, aud: TOKEN_AUDIENCES.access },
      // A token verified once is remembered (keyed by its hash, until its expiry or 10 minutes): every
      // request of a page presents the same token. Revocation does not depend on this: the session is
      // checked on every request (authenticate.ts).
      verify: {
        algorithms: ['HS256'],
        allowedAud: TOKEN_AUDIENCES.access,
        cache: VERIFIED_TOKENS_REMEMBERED,
      },
    });
  },
  { name: 'jwt', fastify: '5.x' },
);
