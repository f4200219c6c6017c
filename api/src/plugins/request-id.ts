import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Ids are always generated here (Fastify's `requestIdHeader` is off): an id chosen by the caller could
 * collide with or impersonate another request in the logs. The id is echoed so a user can quote it.
 */
export function generateRequestId(): string {
  return randomUUID();
}

export const requestIdPlugin = fp(
  async (app) => {
    // onSend also runs for errors raised by earlier onRequest hooks (rate limit, load shedding).
    app.addHook('onSend', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id', fastify: '5.x' },
);
