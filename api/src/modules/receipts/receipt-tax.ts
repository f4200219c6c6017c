/** Basis points in a whole (100 % = 10,000). */
const WHOLE = 10_000;

/**
 * The tax a tax-inclusive amount contains at a rate: amount × rate / (1 + rate), in integer cents, rounded
 * half up to the nearest cent (docs: Domain rules › Receipts). Computed on integers (2·a·r + d) / 2d, so no
 * floating-point step moves a cent: 499.00 at 21 % holds 86.60 (86.6033…), and 0.01 at 100 % holds 0.01
 * (0.005 rounds up).
 */
export function includedTaxMinor(amountMinor: number, rateBasisPoints: number): number {
  const denominator = WHOLE + rateBasisPoints;
  return Math.floor((2 * amountMinor * rateBasisPoints + denominator) / (2 * denominator));
}
