import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@propdesk/shared/http';
import { errorCodeOf, fieldErrorsOf, organizationInactiveTextOf } from './api-error.ts';

function apiError(details: unknown, message = 'Refused') {
  return new ApiError({ status: 400, code: 'VALIDATION_ERROR', message, details });
}

describe('api error details', () => {
  it('gives each field the first message of the schema issues about it', () => {
    const error = apiError({
      issues: [
        { path: '/volume', message: 'Volume must be above zero' },
        { path: '/volume', message: 'A second message' },
        { path: '/stopLoss', message: 'Too close' },
        { path: '', message: 'About the whole body' },
        { message: 'No path' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({ volume: 'Volume must be above zero', stopLoss: 'Too close' });
  });

  it('puts a business rule’s message on the field it names', () => {
    expect(fieldErrorsOf(apiError({ field: 'volume' }, 'Below the minimum volume'))).toEqual({
      volume: 'Below the minimum volume',
    });
  });

  it('finds nothing in errors that are not the api’s', () => {
    expect(fieldErrorsOf(new Error('offline'))).toEqual({});
    expect(fieldErrorsOf(apiError(null))).toEqual({});
    expect(errorCodeOf(new Error('offline'))).toBeNull();
    expect(errorCodeOf(apiError({}))).toBe('VALIDATION_ERROR');
  });

  it('names the shared text of a refusal because the organization is not active, by its status', () => {
    const inactive = (details: unknown) =>
      new ApiError({ status: 403, code: 'ORGANIZATION_INACTIVE', message: 'Refused', details });
    expect(organizationInactiveTextOf(inactive({ status: 'pending' }))).toBe('common.organizationPending');
    expect(organizationInactiveTextOf(inactive({ status: 'suspended' }))).toBe(
      'common.organizationSuspended',
    );
    expect(organizationInactiveTextOf(inactive(null))).toBe('common.organizationSuspended');
    expect(organizationInactiveTextOf(apiError({}))).toBeNull();
    expect(organizationInactiveTextOf(new Error('offline'))).toBeNull();
  });
});
