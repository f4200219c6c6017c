import { describe, expect, it } from '@jest/globals';
import { ApiError, isApiErrorBody, toApiError } from './api-error.ts';
import { shouldRetryQuery } from './query-client.ts';

describe('toApiError', () => {
  it('keeps the server code, message, details and request id', () => {
    const error = toApiError(
      404,
      {
        error: { code: 'NOT_FOUND', message: 'Organization not found', details: { slug: 'x' } },
        requestId: 'r-1',
      },
      'fallback',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Organization not found',
      requestId: 'r-1',
    });
    expect(error.details).toEqual({ slug: 'x' });
    expect(error.isClientError).toBe(true);
  });

  it('falls back to the HTTP status when the body is not the api error shape', () => {
    const error = toApiError(502, '<html>Bad gateway</html>', 'Request failed with status code 502');
    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Request failed with status code 502',
    });
    expect(error.isClientError).toBe(false);
  });

  it('recognises only complete error bodies', () => {
    expect(isApiErrorBody({ error: { code: 'X', message: 'y' }, requestId: 'r' })).toBe(true);
    expect(isApiErrorBody({ error: { code: 'X' }, requestId: 'r' })).toBe(false);
    expect(isApiErrorBody({ error: { code: 'X', message: 'y' } })).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
  });
});

describe('shouldRetryQuery: queries retry up to 3 times except on 4xx', () => {
  it('never retries a 4xx', () => {
    expect(shouldRetryQuery(0, new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'bad' }))).toBe(
      false,
    );
  });

  it('retries server and network errors three times', () => {
    const serverError = new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'busy' });
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(2, serverError)).toBe(true);
    expect(shouldRetryQuery(3, serverError)).toBe(false);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(true);
  });
});
