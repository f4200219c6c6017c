import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TTrustedOrigins } from '../http/trusted-origins.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

export type TCorsPluginOptions = { trustedOrigins: TTrustedOrigins };

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * True for a read of public data (GET/HEAD under /api/public/, or the preflight of one): the answers
 * are the same for everyone, so a firm's own web page embedding the landing (embed.js) may read them
 * from any origin — without credentials, which `*` never allows.
 */
export function isPublicRead(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/api/public/')) return false;
  const method =
    request.method === 'OPTIONS'
      ? String(request.headers['access-control-request-method'] ?? '')
      : request.method;
  return READ_METHODS.has(method.toUpperCase());
}

/**
 * Do not loosen: credentials are allowed (session cookies), so for them the origins stay an exact
 * allow-list (the configured ones and the firms' verified domains, trusted-origins.ts); never reflect
 * arbitrary origins. An origin that is not listed gets no CORS headers —
 * the browser refuses to hand it the answer — except `*` without credentials on public reads.
 */
export const corsPlugin = fp<TCorsPluginOptions>(
  async (app, { trustedOrigins }) => {
    const common: FastifyCorsOptions = {
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: [REQUEST_ID_HEADER],
      maxAge: 600,
    };
    await app.register(cors, {
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        const answer = (isTrusted: boolean) => {
          if (origin !== undefined && isTrusted) {
            callback(null, { ...common, origin, credentials: true });
          } else if (origin !== undefined && isPublicRead(request)) {
            callback(null, { ...common, methods: ['GET', 'HEAD'], origin: '*', credentials: false });
          } else {
            callback(null, { ...common, origin: false });
          }
        };
        if (origin === undefined) return answer(false);
        trustedOrigins.isTrusted(origin).then(answer, (error: unknown) => callback(error as Error, {}));
      },
    });
  },
  { name: 'cors', fastify: '5.x', dependencies: ['request-id'] },
);
