import { describe, expect, it } from '@jest/globals';
import { ZProfileUpdateRequest } from './profile.ts';

describe('profile contract', () => {
  it('changes only what a person may change about themselves, at least one thing at a time', () => {
    expect(ZProfileUpdateRequest.parse({ firstName: ' Tess ', phone: null })).toEqual({
      firstName: 'Tess',
      phone: null,
    });
    expect(ZProfileUpdateRequest.safeParse({}).success).toBe(false);
    expect(ZProfileUpdateRequest.parse({ lastName: 'Trader', role: 'admin', email: 'x@y.test' })).toEqual({
      lastName: 'Trader',
    });
  });

  it('offers only the sign-up countries and the portal’s languages', () => {
    expect(ZProfileUpdateRequest.safeParse({ country: 'IT', language: 'es' }).success).toBe(true);
    expect(ZProfileUpdateRequest.safeParse({ country: 'ZZ' }).success).toBe(false);
    expect(ZProfileUpdateRequest.safeParse({ language: 'de' }).success).toBe(false);
  });
});
