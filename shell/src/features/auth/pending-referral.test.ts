import { beforeEach, describe, expect, it } from '@jest/globals';
import { PENDING_REFERRAL_KEY, readPendingReferral, storeReferralFromSearch } from './pending-referral.ts';

describe('referral capture (?ref=CODE kept as pending_referral)', () => {
  beforeEach(() => localStorage.clear());

  it('stores the code from the address', () => {
    storeReferralFromSearch('?utm=x&ref=ELITE02');
    expect(localStorage.getItem(PENDING_REFERRAL_KEY)).toBe('ELITE02');
    expect(readPendingReferral()).toBe('ELITE02');
  });

  it('keeps the stored code when the address has none, and ignores malformed ones', () => {
    storeReferralFromSearch('?ref=PARTNER1');
    storeReferralFromSearch('');
    storeReferralFromSearch('?ref=<script>');
    expect(readPendingReferral()).toBe('PARTNER1');
  });
});
