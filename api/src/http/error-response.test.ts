import { describe, expect, it } from '@jest/globals';
import { AUTH_ERROR_CODES, TRADING_ERROR_CODES } from '@propdesk/shared/contracts';
import { DomainError } from '../errors/domain-error.ts';
import { toErrorResponse } from './error-response.ts';
import { HttpError } from './http-error.ts';

const REQUEST_ID = '6f1c1d2e-0000-4000-8000-000000000000';

describe('toErrorResponse', () => {
  it('passes a 4xx HttpError on as written', () => {
    expect(toErrorResponse(HttpError.notFound('Organization not found'), REQUEST_ID)).toEqual({
      statusCode: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Organization not found' }, requestId: REQUEST_ID },
    });
  });

  it('answers a DomainError with the status of its code and its message and details as written', () => {
    const error = new DomainError(AUTH_ERROR_CODES.weakPassword, 'The password is too weak', {
      details: { reasons: ['too_short'] },
    });

    expect(toErrorResponse(error, REQUEST_ID)).toEqual({
      statusCode: 400,
      body: {
        error: {
          code: 'WEAK_PASSWORD',
          message: 'The password is too weak',
          details: { reasons: ['too_short'] },
        },
        requestId: REQUEST_ID,
      },
    });
    expect(
      toErrorResponse(new DomainError(TRADING_ERROR_CODES.checkoutUnavailable, 'Off'), REQUEST_ID),
    ).toMatchObject({
      statusCode: 503,
      body: { error: { code: 'CHECKOUT_UNAVAILABLE', message: 'Off' } },
    });
  });

  it('answers 401 for a DomainError that fails an authentication, whatever its code says otherwise', () => {
    const wrongCode = (isAuthenticationFailure: boolean) =>
      new DomainError(AUTH_ERROR_CODES.mfaInvalidCode, 'The code is not valid', { isAuthenticationFailure });

    expect(toErrorResponse(wrongCode(false), REQUEST_ID).statusCode).toBe(400);
    expect(toErrorResponse(wrongCode(true), REQUEST_ID).statusCode).toBe(401);
  });

  it('hides everything about an unexpected error', () => {
    const error = new Error('connect ECONNREFUSED 10.0.0.5:5432 password authentication failed');

    expect(toErrorResponse(error, REQUEST_ID)).toEqual({
      statusCode: 500,
      body: { error: { code: 'INTERNAL_ERROR', message: 'Internal server error' }, requestId: REQUEST_ID },
    });
  });

  it('never passes on the message or details of a 5xx, even from an HttpError', () => {
    const error = new HttpError(500, 'INTERNAL_ERROR', 'secret internals', { details: { sql: 'select 1' } });

    expect(toErrorResponse(error, REQUEST_ID).body.error).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
    });
  });

  it('answers a 503 as SERVICE_UNAVAILABLE with a fixed message', () => {
    const libraryError = Object.assign(new Error('pool exhausted on db-1'), { statusCode: 503 });

    expect(toErrorResponse(libraryError, REQUEST_ID)).toEqual({
      statusCode: 503,
      body: {
        error: { code: 'SERVICE_UNAVAILABLE', message: 'Service temporarily unavailable' },
        requestId: REQUEST_ID,
      },
    });
  });

  it('keeps the status and message of a framework 4xx and maps the code from the status', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    const unauthorized = Object.assign(new Error('Authorization token expired'), { statusCode: 401 });

    expect(toErrorResponse(tooLarge, REQUEST_ID)).toMatchObject({
      statusCode: 413,
      body: { error: { code: 'BAD_REQUEST', message: 'Request body is too large' } },
    });
    expect(toErrorResponse(unauthorized, REQUEST_ID)).toMatchObject({
      statusCode: 401,
      body: { error: { code: 'UNAUTHORIZED' } },
    });
  });

  it('treats a thrown non-error as an unexpected failure', () => {
    expect(toErrorResponse('boom', REQUEST_ID).statusCode).toBe(500);
  });
});
