import { describe, expect, it } from '@jest/globals';
import { amountMinorOf, initialRefundFields, isPartialRefund, refundRequestOf } from './refund-form.ts';

describe('the refund form', () => {
  it('reads the amount in whole cents, and nothing else', () => {
    expect(amountMinorOf(89.1)).toBe(8_910);
    expect(amountMinorOf('0.29')).toBe(29);
    expect(amountMinorOf('')).toBeNull();
    expect(amountMinorOf('12.345')).toBeNull();
    expect(amountMinorOf('abc')).toBeNull();
  });

  it('opens with everything left, the account closed', () => {
    expect(initialRefundFields(8_910)).toEqual({ amount: 89.1, reason: '', keepAccount: false });
  });

  it('checks the amount against the balance and the reason’s length', () => {
    const reason = 'Bought twice';
    expect(refundRequestOf({ amount: '', reason, keepAccount: false }, 9_900)).toEqual({
      problems: { amount: 'amountMissing' },
    });
    expect(refundRequestOf({ amount: 0, reason, keepAccount: false }, 9_900)).toEqual({
      problems: { amount: 'amountTooSmall' },
    });
    expect(refundRequestOf({ amount: 99.01, reason: ' a ', keepAccount: false }, 9_900)).toEqual({
      problems: { amount: 'amountTooLarge', reason: 'reasonShort' },
    });
    expect(refundRequestOf({ amount: 1, reason: 'x'.repeat(501), keepAccount: false }, 9_900)).toEqual({
      problems: { reason: 'reasonLong' },
    });
  });

  it('keeps the account only for a partial amount', () => {
    expect(refundRequestOf({ amount: 99, reason: ' Bought twice ', keepAccount: true }, 9_900)).toEqual({
      request: { amountMinor: 9_900, reason: 'Bought twice', keepAccount: false },
    });
    expect(refundRequestOf({ amount: 10, reason: 'Goodwill', keepAccount: true }, 9_900)).toEqual({
      request: { amountMinor: 1_000, reason: 'Goodwill', keepAccount: true },
    });
    expect(isPartialRefund({ amount: 10, reason: '', keepAccount: false }, 9_900)).toBe(true);
    expect(isPartialRefund({ amount: 99, reason: '', keepAccount: false }, 9_900)).toBe(false);
  });
});
