import { ERROR_CODES, type TApiErrorBody, type TErrorCode } from '@propdesk/shared/contracts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type TApiErrorCode } from '../errors/domain-error.ts';
import { statusOf } from './error-statuses.ts';
import { HttpError } from './http-error.ts';

export type TErrorResponse = { statusCode: number; body: TApiErrorBody };

export type TValidationIssue = { location: string; path: string; code: string; message: string };

const CODES_BY_4XX_STATUS: Readonly<Record<number, TErrorCode>> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  429: ERROR_CODES.rateLimited,
};

export function buildErrorBody(
  requestId: string,
  code: TApiErrorCode,
  message: string,
  details?: unknown,
): TApiErrorBody {
  return details === undefined
    ? { error: { code, message }, requestId }
    : { error: { code, message, details }, requestId };
}

function statusCodeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode <= 599 ? statusCode : undefined;
}

function validationLocationOf(error: object): string {
  return 'validationContext' in error && typeof error.validationContext === 'string'
    ? error.validationContext
    : 'request';
}

/**
 * Refusals written for the client: 4xx, a 503 raised on purpose (a feature switched off) and a 502 that
 * says a provider (payments) refused or failed, in our words.
 */
function isWrittenForClient(statusCode: number): boolean {
  return statusCode < 500 || statusCode === 502 || statusCode === 503;
}

/**
 * Turns anything thrown while handling a request into the one public error shape.
 *
 * Do not loosen: for every 5xx the message is fixed by the status code and details are dropped, so SQL,
 * stack traces and library messages never reach a client. The caller logs the original error. The
 * exceptions are a 502 or 503 our own code raised on purpose (a DomainError or HttpError: a provider that
 * refused, a feature switched off by configuration, load shedding), whose code and message were written
 * for the client.
 */
export function toErrorResponse(error: unknown, requestId: string): TErrorResponse {
  if (error instanceof DomainError && isWrittenForClient(statusOf(error))) {
    return {
      statusCode: statusOf(error),
      body: buildErrorBody(requestId, error.code, error.message, error.details),
    };
  }
  if (error instanceof HttpError && isWrittenForClient(error.statusCode)) {
    return {
      statusCode: error.statusCode,
      body: buildErrorBody(requestId, error.code, error.message, error.details),
    };
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const location = validationLocationOf(error);
    const issues: TValidationIssue[] = error.validation.map((issue) => ({
      location,
      path: issue.instancePath,
      code: issue.keyword,
      message: issue.message ?? 'Invalid value',
    }));
    return {
      statusCode: 400,
      body: buildErrorBody(requestId, ERROR_CODES.validation, 'Request validation failed', { issues }),
    };
  }

  const statusCode = statusCodeOf(error) ?? 500;
  if (statusCode < 500) {
    // Fastify's own 4xx errors (bad JSON, unsupported media type, body too large...) describe the
    // request, not the server, so their message is safe to pass on.
    const message = error instanceof Error ? error.message : 'Bad request';
    const code = CODES_BY_4XX_STATUS[statusCode] ?? ERROR_CODES.badRequest;
    return { statusCode, body: buildErrorBody(requestId, code, message) };
  }

  if (statusCode === 503) {
    return {
      statusCode,
      body: buildErrorBody(requestId, ERROR_CODES.unavailable, 'Service temporarily unavailable'),
    };
  }
  return {
    statusCode: 500,
    body: buildErrorBody(requestId, ERROR_CODES.internal, 'Internal server error'),
  };
}
