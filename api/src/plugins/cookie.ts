import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

export type TCookiePluginOptions = { secret: string; isProduction: boolean };

/**
 * Cookie parsing and signing. Defaults for cookies the api sets: httpOnly (no script can read a session),
 * SameSite=Lax (no cross-site POST carries it) and Secure in production (never sent over plain http).
 */
export const cookiePlugin = fp<TCookiePluginOptions>(
  async (app, { secret, isProduction }) => {
    await app.register(cookie, {
      secret,
      parseOptions: { httpOnly: true, sameSite: 'lax', secure: isProduction, path: '/' },
    });
  },
  { name: 'cookie', fastify: '5.x' },
);
