import { describe, expect, it } from '@jest/globals';
import { isRecoveryLink } from './staff-sign-in-page.tsx';

describe('isRecoveryLink (seed: a reset at /admin/auth goes to /reset-password)', () => {
  it('finds type=recovery in the query or in the hash', () => {
    expect(isRecoveryLink('?token_hash=abc&type=recovery', '')).toBe(true);
    expect(isRecoveryLink('', '#access_token=x&type=recovery')).toBe(true);
  });

  it('ignores other links', () => {
    expect(isRecoveryLink('?type=signup', '')).toBe(false);
    expect(isRecoveryLink('', '')).toBe(false);
  });
});
