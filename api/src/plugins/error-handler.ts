import { ERROR_CODES } from '@propdesk/shared/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { buildErrorBody, toErrorResponse } from '../http/error-response.ts';

/**
 * Every error answer, including unknown routes, leaves through here in the one shape
 * `{ error: { code, message, details? }, requestId }`. 5xx are logged with the real error and answered
 * with a fixed message (see toErrorResponse).
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const { statusCode, body } = toErrorResponse(error, request.id);
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ err: error }, 'request rejected');
      }
      return reply.code(statusCode).send(body);
    });

    // Rate-limited like any route, so scanning for URLs costs the scanner its quota.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) =>
      reply.code(404).send(buildErrorBody(request.id, ERROR_CODES.notFound, 'Route not found')),
    );
  },
  { name: 'error-handler', fastify: '5.x', dependencies: ['rate-limit'] },
);

/**
 * Fastify's `frameworkErrors` hook: errors raised before routing (malformed URL, unsupported content
 * type) get the one error shape too.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { statusCode, body } = toErrorResponse(error, request.id);
  request.log.info({ err: error }, 'request rejected before routing');
  void reply.code(statusCode).send(body);
}
