import underPressure from '@fastify/under-pressure';
import { ERROR_CODES } from '@propdesk/shared/contracts';
import fp from 'fastify-plugin';
import type { TPressureLimits } from '../config/app-config.ts';
import { ERROR_STATUSES } from '../http/error-statuses.ts';
import { HttpError } from '../http/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per-route override read by @fastify/under-pressure; see `exemptFromLoadShedding`. */
    pressureHandler?: () => undefined;
  }
}

/** Under-pressure instantiates this once and throws it for every shed request. */
class ServiceUnderPressureError extends HttpError {
  constructor() {
    super(
      ERROR_STATUSES[ERROR_CODES.unavailable],
      ERROR_CODES.unavailable,
      'Service temporarily unavailable',
    );
  }
}

/**
 * Sheds load with 503 (plus Retry-After) when the event loop or heap is past its limits, so a slow
 * instance answers fast instead of timing out; the load balancer can send traffic elsewhere.
 */
export const underPressurePlugin = fp<TPressureLimits>(
  async (app, limits) => {
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxEventLoopUtilization: limits.maxEventLoopUtilization,
      maxHeapUsedBytes: limits.maxHeapUsedBytes ?? 0,
      sampleInterval: limits.sampleIntervalMs,
      retryAfter: 10,
      customError: ServiceUnderPressureError,
    });
  },
  { name: 'under-pressure', fastify: '5.x' },
);

/**
 * Route config that keeps a route answering under pressure: a liveness probe failing only because the
 * process is busy would make the orchestrator restart a healthy instance. (under-pressure lets a
 * route's own `pressureHandler` decide; returning nothing lets the request through.)
 */
export const exemptFromLoadShedding = { pressureHandler: () => undefined };
