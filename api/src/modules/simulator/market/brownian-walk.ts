import { normalAt, type TStreamKey } from './counter-hash.ts';

/**
 * A standard Gaussian random walk S(0) = 0, S(n) = Z₁ + … + Zₙ with independent Zᵢ ~ N(0, 1), for n in
 * [0, 2^32], read at any n without replaying the steps before it (the Lévy construction).
 *
 * The ticks are the leaves of a dyadic tree. The root fixes S(2^32) ~ N(0, 2^32). A node [a, b] of length
 * L = 2^j whose end values are known splits at its midpoint m: given the sum T = S(b) − S(a) of its L steps,
 * the sum of the first L/2 is exactly N(T/2, L/4) (the bridge of a Gaussian walk), so
 * S(m) = (S(a) + S(b)) / 2 + (√L / 2)·Z, with Z drawn from the hash of m. Every integer in (0, 2^32) is the
 * midpoint of exactly one node, so m itself is the node's counter. Reading S(n) walks from the root to n:
 * at most 32 normals. Reading a run of consecutive points shares the path and costs O(count + 32).
 */

export const WALK_DEPTH = 32;
export const WALK_SPAN = 2 ** WALK_DEPTH;

/** √(2^j) / 2 for a node of length 2^j, the standard deviation of its midpoint around the chord. */
const MIDPOINT_DEVIATION: readonly number[] = Array.from(
  { length: WALK_DEPTH + 1 },
  (_, level) => Math.sqrt(2 ** level) / 2,
);
/** The root's end S(2^32) uses counter 0, which is no node's midpoint. */
const ROOT_COUNTER = 0;
const ROOT_DEVIATION = Math.sqrt(WALK_SPAN);

function assertPoint(point: number): void {
  if (!Number.isInteger(point) || point < 0 || point > WALK_SPAN) {
    throw new RangeError(`A walk point must be an integer in [0, 2^${WALK_DEPTH}]: ${point}`);
  }
}

/** S(point). */
export function walkAt(key: TStreamKey, point: number): number {
  assertPoint(point);
  if (point === 0) return 0;
  let start = 0;
  let end = WALK_SPAN;
  let startValue = 0;
  let endValue = ROOT_DEVIATION * normalAt(key, ROOT_COUNTER);
  let level = WALK_DEPTH;
  while (point !== end) {
    const middle = start + (end - start) / 2;
    const middleValue = (startValue + endValue) / 2 + MIDPOINT_DEVIATION[level]! * normalAt(key, middle);
    if (point === middle) return middleValue;
    if (point < middle) {
      end = middle;
      endValue = middleValue;
    } else {
      start = middle;
      startValue = middleValue;
    }
    level -= 1;
  }
  return endValue;
}

/** S(first), S(first + 1), …, S(last): the same numbers walkAt gives one by one. */
export function walkRange(key: TStreamKey, first: number, last: number): Float64Array {
  assertPoint(first);
  assertPoint(last);
  if (last < first) return new Float64Array(0);
  const values = new Float64Array(last - first + 1);
  const rootEndValue = ROOT_DEVIATION * normalAt(key, ROOT_COUNTER);
  if (first === 0) values[0] = 0;
  if (last === WALK_SPAN) values[last - first] = rootEndValue;

  function fillInterior(
    start: number,
    end: number,
    startValue: number,
    endValue: number,
    level: number,
  ): void {
    // Only nodes whose open interior (start, end) meets [first, last] hold points to fill.
    if (end - start < 2 || start >= last || end <= first) return;
    const middle = start + (end - start) / 2;
    const middleValue = (startValue + endValue) / 2 + MIDPOINT_DEVIATION[level]! * normalAt(key, middle);
    if (middle >= first && middle <= last) values[middle - first] = middleValue;
    fillInterior(start, middle, startValue, middleValue, level - 1);
    fillInterior(middle, end, middleValue, endValue, level - 1);
  }

  fillInterior(0, WALK_SPAN, 0, rootEndValue, WALK_DEPTH);
  return values;
}
