import { ERROR_CODES } from '@propdesk/shared/contracts';
import type { TApiErrorCode } from '../errors/domain-error.ts';
import { ERROR_STATUSES } from './error-statuses.ts';

type THttpErrorOptions = { details?: unknown; cause?: unknown };

/**
 * An answer the HTTP layer itself decides (a guard, the rate limit, load shedding), with its status.
 * Services throw DomainError instead. Its message and details are sent to the client as written, so
 * never put internals (SQL, ids of other tenants, stack) in them.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: TApiErrorCode;
  readonly details: unknown;

  constructor(statusCode: number, code: TApiErrorCode, message: string, options: THttpErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = options.details;
  }

  /** An error whose status is its code's (error-statuses.ts). */
  static of(code: TApiErrorCode, message: string, options: THttpErrorOptions = {}): HttpError {
    return new HttpError(ERROR_STATUSES[code], code, message, options);
  }

  static notFound(message = 'Not found'): HttpError {
    return HttpError.of(ERROR_CODES.notFound, message);
  }

  static conflict(message: string, details?: unknown): HttpError {
    return HttpError.of(ERROR_CODES.conflict, message, { details });
  }

  static rateLimited(message = 'Too many requests, try again later'): HttpError {
    return HttpError.of(ERROR_CODES.rateLimited, message);
  }
}
