import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { WALK_SPAN, walkAt, walkRange } from './brownian-walk.ts';
import { hashString32, mix32 } from '../../../infra/hash32.ts';
import { normalAt, streamKey } from './counter-hash.ts';

const KEY = streamKey(7, hashString32('EURUSD'), 'forward');

/** A fixed sequence of sample points, so these statistical checks are deterministic. */
function samplePoints(count: number, span: number, salt: number): number[] {
  return Array.from({ length: count }, (_, index) => {
    const high = mix32(index ^ salt);
    const low = mix32(high ^ 0x5bd1e995);
    return Math.floor(((high * 2 ** 32 + low) / 2 ** 64) * span);
  });
}

function mean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let index = 0; index < values.length; index += 1) sum += values[index]!;
  return sum / values.length;
}

describe('normalAt', () => {
  it('gives standard normal numbers, bounded, the same for the same counter', () => {
    const values = Array.from({ length: 100_000 }, (_, counter) => normalAt(KEY, counter));
    const average = mean(values);
    const variance = mean(values.map((value) => (value - average) ** 2));
    expect(Math.abs(average)).toBeLessThan(0.02);
    expect(Math.abs(variance - 1)).toBeLessThan(0.02);
    expect(values.every((value) => Math.abs(value) < 6.7)).toBe(true);
    expect(normalAt(KEY, 12_345)).toBe(values[12_345]);
  });

  it('gives unrelated streams for neighbouring seeds', () => {
    const other = streamKey(8, hashString32('EURUSD'), 'forward');
    const products = Array.from(
      { length: 50_000 },
      (_, counter) => normalAt(KEY, counter) * normalAt(other, counter),
    );
    expect(Math.abs(mean(products))).toBeLessThan(0.03);
  });
});

describe('walkAt', () => {
  it('starts at zero and is defined up to 2^32', () => {
    expect(walkAt(KEY, 0)).toBe(0);
    expect(Number.isFinite(walkAt(KEY, WALK_SPAN))).toBe(true);
    expect(() => walkAt(KEY, WALK_SPAN + 1)).toThrow(RangeError);
    expect(() => walkAt(KEY, -1)).toThrow(RangeError);
    expect(() => walkAt(KEY, 1.5)).toThrow(RangeError);
  });

  it.each([1, 3, 64, 1_000, 86_400, 2 ** 20])(
    'has increments over %i ticks with variance equal to their length (the bridge is exact at every scale)',
    (length) => {
      const squares = samplePoints(4_000, WALK_SPAN - length, length).map(
        (start) => (walkAt(KEY, start + length) - walkAt(KEY, start)) ** 2 / length,
      );
      expect(Math.abs(mean(squares) - 1)).toBeLessThan(0.1);
    },
  );

  it('takes independent standard steps: mean 0, variance 1, no autocorrelation, no huge jump', () => {
    const values = walkRange(KEY, 1_000_000, 1_200_000);
    const steps = Array.from(
      { length: values.length - 1 },
      (_, index) => values[index + 1]! - values[index]!,
    );
    const average = mean(steps);
    expect(Math.abs(average)).toBeLessThan(0.02);
    expect(Math.abs(mean(steps.map((step) => step * step)) - 1)).toBeLessThan(0.02);
    const lagged = steps.slice(1).map((step, index) => step * steps[index]!);
    expect(Math.abs(mean(lagged))).toBeLessThan(0.02);
    expect(steps.every((step) => Math.abs(step) < 6)).toBe(true);
  });
});

describe('walkRange', () => {
  it('equals walkAt point by point, anywhere in the span', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: WALK_SPAN }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (start, length, seed) => {
          const key = streamKey(seed, hashString32('GOLD'), 'backward');
          const first = Math.min(start, WALK_SPAN - length);
          const values = walkRange(key, first, first + length);
          expect(Array.from(values)).toEqual(
            Array.from({ length: length + 1 }, (_, index) => walkAt(key, first + index)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('covers both ends of the span and is empty for an inverted range', () => {
    expect(Array.from(walkRange(KEY, 0, 2))).toEqual([0, walkAt(KEY, 1), walkAt(KEY, 2)]);
    expect(Array.from(walkRange(KEY, WALK_SPAN - 1, WALK_SPAN))).toEqual([
      walkAt(KEY, WALK_SPAN - 1),
      walkAt(KEY, WALK_SPAN),
    ]);
    expect(walkRange(KEY, 10, 9)).toHaveLength(0);
  });
});
