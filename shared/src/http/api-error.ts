import type { TApiErrorBody, TErrorCode } from '../contracts/index.ts';

/** Code used when the server could not be reached at all (offline, DNS, CORS, timeout). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/**
 * The single error type front ends see for a failed api call. It keeps the server's machine code and
 * request id so the UI can translate the message and support can find the request in the logs.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TErrorCode | typeof NETWORK_ERROR_CODE | string;
  readonly details: unknown;
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: unknown;
    requestId?: string | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
  }

  /** 4xx answers are the caller's fault: retrying them cannot help, so queries retry all but these. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/**
 * Recognises the api's error body. A structural check rather than the zod schema: this runs in every
 * browser on every failed call, and zod would add ~20 KB to the first load for it.
 */
export function isApiErrorBody(body: unknown): body is TApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { error, requestId } = body as { error?: unknown; requestId?: unknown };
  if (typeof error !== 'object' || error === null || typeof requestId !== 'string') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string';
}

/** Builds an ApiError from a response body, falling back to the HTTP status when the body is not ours. */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  if (isApiErrorBody(body)) {
    return new ApiError({ status, ...body.error, requestId: body.requestId });
  }
  return new ApiError({ status, code: `HTTP_${status}`, message: fallbackMessage });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
