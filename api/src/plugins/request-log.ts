import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access line per request, written when it has been answered: method, path (secret-looking query
 * values masked by the `req` serializer), client address, user agent, status and duration.
 *
 * Fastify's default writes two lines per request, the first with every header, each line passed through
 * the redaction paths: at the default `info` level that was the largest cost of a cheap request after
 * the database round trip. Headers stay out of access lines; code that logs them on purpose still has
 * the secret ones removed (logger-options.ts).
 */
export class AccessLineLogController extends LogController {
  override incomingRequest(): void {
    // The request is described once, in the line written when it is answered.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
