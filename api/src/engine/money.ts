/**
 * Money arithmetic of the rules engine. Amounts are integers in minor units (cents) everywhere; events add
 * and subtract integers, so nothing accumulates floating-point error. Percentages of an amount are the only
 * place a fraction appears, and they are computed exactly: the percent becomes an integer number of
 * millionths of a percent (so rule data may carry up to six decimals, e.g. 4.5 or 0.125) and the product is
 * taken in BigInt, then rounded once to the cent.
 *
 * Rounding never loosens a rule: a loss allowance is rounded down (the floor sits at or above the exact
 * value), a target or threshold is rounded up (the trader must reach at least the exact value). Sizes that
 * are not limits (a scaled account's new balance) round half up.
 *
 * These run when a phase, a day or a scaling level starts, never per event: the hot path only adds and
 * compares integers.
 */

export type TRounding = 'down' | 'up' | 'half_up';

const MILLIONTHS_PER_PERCENT = 1_000_000;
/** 100 % expressed in millionths of a percent. */
const WHOLE = 100n * BigInt(MILLIONTHS_PER_PERCENT);

function percentInMillionths(percent: number): bigint {
  return BigInt(Math.round(percent * MILLIONTHS_PER_PERCENT));
}

function floorDivide(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient;
}

function assertMinorUnits(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor))
    throw new RangeError(`Not an amount in minor units: ${amountMinor}`);
}

/** `percent` % of an amount in minor units, rounded to the cent as asked (toward −∞ / +∞ / half up). */
export function percentOfMinor(amountMinor: number, percent: number, rounding: TRounding): number {
  assertMinorUnits(amountMinor);
  const scaled = BigInt(amountMinor) * percentInMillionths(percent);
  let result: bigint;
  if (rounding === 'down') result = floorDivide(scaled, WHOLE);
  else if (rounding === 'up') result = -floorDivide(-scaled, WHOLE);
  else result = floorDivide(2n * scaled + WHOLE, 2n * WHOLE);
  return Number(result);
}

/** Whether `partMinor` is at most `percent` % of `wholeMinor`, decided exactly (no rounding at all). */
export function isAtMostPercentOf(partMinor: number, wholeMinor: number, percent: number): boolean {
  assertMinorUnits(partMinor);
  assertMinorUnits(wholeMinor);
  return BigInt(partMinor) * WHOLE <= BigInt(wholeMinor) * percentInMillionths(percent);
}
