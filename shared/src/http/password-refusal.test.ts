import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api-error.ts';
import { passwordRefusalReasons } from './password-refusal.ts';

function weakPassword(details: unknown) {
  return new ApiError({ status: 400, code: 'WEAK_PASSWORD', message: 'Choose a stronger password', details });
}

describe('passwordRefusalReasons', () => {
  it('lists the reasons the api gave for refusing a new password', () => {
    const error = weakPassword({
      reasons: [{ message: 'Too common' }, { code: 'no-message' }, { message: 'Contains your email' }],
    });
    expect(passwordRefusalReasons(error)).toEqual(['Too common', 'Contains your email']);
  });

  it('falls back to the error’s own message when no reason is readable', () => {
    expect(passwordRefusalReasons(weakPassword(undefined))).toEqual(['Choose a stronger password']);
    expect(passwordRefusalReasons(weakPassword({ reasons: [] }))).toEqual(['Choose a stronger password']);
  });

  it('says nothing about other errors', () => {
    expect(
      passwordRefusalReasons(new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'x' })),
    ).toBeNull();
    expect(passwordRefusalReasons(new Error('offline'))).toBeNull();
  });
});
