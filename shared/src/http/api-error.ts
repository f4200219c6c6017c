import { ZApiErrorBody, type TErrorCode } from '../contracts/index.ts';

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

  /** 4xx answers are the caller's fault: retrying them cannot help (seed: queries retry except on 4xx). */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Builds an ApiError from a response body, falling back to the HTTP status when the body is not ours. */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const parsed = ZApiErrorBody.safeParse(body);
  if (parsed.success) {
    return new ApiError({ status, ...parsed.data.error, requestId: parsed.data.requestId });
  }
  return new ApiError({ status, code: `HTTP_${status}`, message: fallbackMessage });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
