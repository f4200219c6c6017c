import { describe, expect, it } from '@jest/globals';
import { formatMoneyCentsIfAny, formatMoneyWithCents } from './money.ts';

describe('money formats', () => {
  it('always shows the cents of a balance', () => {
    expect(formatMoneyWithCents(10_250_000, 'USD', 'en')).toBe('$102,500.00');
    expect(formatMoneyWithCents(-30_012, 'USD', 'en')).toBe('-$300.12');
    expect(formatMoneyWithCents(10_000_000, 'USD', 'it')).toBe('100.000,00\u00a0USD');
  });

  it('shows cents in a price only when there are any', () => {
    expect(formatMoneyCentsIfAny(2_500_000, 'USD', 'en')).toBe('$25,000');
    expect(formatMoneyCentsIfAny(9_900, 'USD', 'en')).toBe('$99');
    expect(formatMoneyCentsIfAny(9_950, 'USD', 'en')).toBe('$99.50');
    expect(formatMoneyCentsIfAny(2_500_000, 'EUR', 'es')).toBe('25.000\u00a0€');
  });
});
