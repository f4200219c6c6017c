import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';

/** The httpOnly cookie that will carry the short-lived access token (set by the identity module). */
export const ACCESS_TOKEN_COOKIE = 'propdesk_access';
export const ACCESS_TOKEN_TTL = '15m';

export type TJwtPluginOptions = { secret: string };

/**
 * JWT signing and verification, reading the token from the access cookie (or an Authorization header).
 * Routes arrive with the identity issue; this only prepares `request.jwtVerify()` and `reply.jwtSign()`.
 *
 * Do not loosen: verification accepts HS256 only, so a token cannot pick a weaker algorithm ("none")
 * or be verified with the secret used as a public key.
 */
export const jwtPlugin = fp<TJwtPluginOptions>(
  async (app, { secret }) => {
    await app.register(jwt, {
      secret,
      cookie: { cookieName: ACCESS_TOKEN_COOKIE, signed: false },
      sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL },
      verify: { algorithms: ['HS256'] },
    });
  },
  { name: 'jwt', fastify: '5.x', dependencies: ['cookie'] },
);
