import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import { ACCESS_TOKEN_TTL_SECONDS } from '../modules/auth/auth.constants.ts';

export type TJwtPluginOptions = { secret: string };

/**
 * JWT signing and verification of the short-lived access token, read from `Authorization: Bearer`.
 * The browser keeps that token in memory only (never a cookie, never localStorage); the long-lived
 * credential is the refresh cookie of the auth module.
 *
 * Do not loosen: verification accepts HS256 only, so a token cannot pick a weaker algorithm ("none")
 * or be verified with the secret used as a public key.
 */
export const jwtPlugin = fp<TJwtPluginOptions>(
  async (app, { secret }) => {
    await app.register(jwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS },
      verify: { algorithms: ['HS256'] },
    });
  },
  { name: 'jwt', fastify: '5.x' },
);
