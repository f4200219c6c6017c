import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from './request-id.ts';

export type TCorsPluginOptions = { allowedOrigins: readonly string[] };

/**
 * Do not loosen: credentials are allowed (session cookies), so the origin list must stay an exact
 * allow-list; never reflect arbitrary origins or use '*'. An origin that is not listed gets no CORS
 * headers and the browser refuses to hand the answer to the page.
 */
export const corsPlugin = fp<TCorsPluginOptions>(
  async (app, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: [REQUEST_ID_HEADER],
      maxAge: 600,
    });
  },
  { name: 'cors', fastify: '5.x', dependencies: ['request-id'] },
);
