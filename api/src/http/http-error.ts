import {
  ERROR_CODES,
  type TAuthErrorCode,
  type TErrorCode,
  type TTradingErrorCode,
} from '@propdesk/shared/contracts';

/** Every machine code an error body can carry: the generic ones and each domain's own. */
export type TApiErrorCode = TErrorCode | TAuthErrorCode | TTradingErrorCode;

type THttpErrorOptions = { details?: unknown; cause?: unknown };

/**
 * The error services throw to answer a request with a 4xx (or a deliberate 503). Its message and details
 * are sent to the client as written, so never put internals (SQL, ids of other tenants, stack) in them.
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

  static badRequest(message: string, details?: unknown): HttpError {
    return new HttpError(400, ERROR_CODES.badRequest, message, { details });
  }

  static unauthorized(message = 'Authentication required'): HttpError {
    return new HttpError(401, ERROR_CODES.unauthorized, message);
  }

  static forbidden(message = 'Not allowed'): HttpError {
    return new HttpError(403, ERROR_CODES.forbidden, message);
  }

  static notFound(message = 'Not found'): HttpError {
    return new HttpError(404, ERROR_CODES.notFound, message);
  }

  static conflict(message: string, details?: unknown): HttpError {
    return new HttpError(409, ERROR_CODES.conflict, message, { details });
  }

  static rateLimited(message = 'Too many requests, try again later'): HttpError {
    return new HttpError(429, ERROR_CODES.rateLimited, message);
  }

  static serviceUnavailable(message = 'Service temporarily unavailable'): HttpError {
    return new HttpError(503, ERROR_CODES.unavailable, message);
  }
}
