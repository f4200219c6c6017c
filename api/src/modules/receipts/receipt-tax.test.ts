import { describe, expect, it } from '@jest/globals';
import { includedTaxMinor } from './receipt-tax.ts';

describe('includedTaxMinor (tax-inclusive, rounded half up to the cent)', () => {
  it.each([
    ['499.00 at 21 % holds 86.60 (86.6033…)', 49_900, 2_100, 8_660],
    ['121.00 at 21 % holds exactly 21.00', 12_100, 2_100, 2_100],
    ['99.00 at 7.25 % holds 6.69 (6.6923…)', 9_900, 725, 669],
    ['0.01 at 100 % holds 0.01 (0.005 rounds up)', 1, 10_000, 1],
    ['0.03 at 100 % holds 0.02 (0.015 rounds up)', 3, 10_000, 2],
    ['0.00 at 21 % holds nothing', 0, 2_100, 0],
  ])('%s', (_rule, amountMinor, rateBasisPoints, expected) => {
    expect(includedTaxMinor(amountMinor, rateBasisPoints)).toBe(expected);
  });

  it('leaves net + tax equal to the amount paid, whatever the amount', () => {
    for (let amountMinor = 0; amountMinor < 5_000; amountMinor += 7) {
      const tax = includedTaxMinor(amountMinor, 2_100);
      expect(Math.abs(tax - (amountMinor * 2_100) / 12_100)).toBeLessThanOrEqual(0.5);
    }
  });
});
