import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every answer (the api serves JSON, plus the docs UI, which sets its own CSP).
 *
 * helmet's middleware is built once here: @fastify/helmet builds it again for every request, parsing
 * the content security policy each time (about 3 % of the CPU of an authenticated read), although the
 * headers are the same for every answer.
 */
export const helmetPlugin = fp(
  async (app) => {
    const setSecurityHeaders = helmet();
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    });
  },
  { name: 'helmet', fastify: '5.x' },
);
