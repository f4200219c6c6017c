import { mix32 } from '../../../infra/hash32.ts';

/**
 * A counter-based generator: every random number of the market is a hash of (seed, symbol, direction,
 * counter), so any one of them is computed directly, with no state and no replay, and comes out the same in
 * every process. 32-bit integer maths (Math.imul) keeps it exact and allocation-free, unlike BigInt.
 */

const TWO_POW_32 = 2 ** 32;

// Bound once, as in infra/hash32.ts: a global `Math` lookup costs more than the maths in a vm context.
const { sqrt, log, cos } = Math;

/** Two words keying one stream of normals; distinct (seed, symbol, direction) give unrelated streams. */
export type TStreamKey = { readonly first: number; readonly second: number };

export type TWalkDirection = 'forward' | 'backward';

const DIRECTION_SALT: Record<TWalkDirection, number> = { forward: 0x243f6a88, backward: 0x85a308d3 };

/** `seed` is any safe integer; both of its 32-bit halves take part, so seeds above 2^32 differ too. */
export function streamKey(seed: number, symbolHash: number, direction: TWalkDirection): TStreamKey {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`The market seed must be a safe integer: ${seed}`);
  const low = seed >>> 0;
  const high = Math.floor(seed / TWO_POW_32) >>> 0;
  const seedWord = mix32(mix32(low ^ 0x13198a2e) ^ high);
  const first = mix32(mix32(seedWord ^ symbolHash) ^ DIRECTION_SALT[direction]);
  return { first, second: mix32(first ^ 0x03707344) };
}

const TWO_PI = 2 * Math.PI;
const UNIFORM_SCALE = 1 / TWO_POW_32;

/**
 * A standard normal number for one counter of a stream, by Box–Muller from two independent 32-bit hashes.
 * The first uniform lies in (0, 1], so the logarithm is finite and |z| ≤ √(2 ln 2^32) ≈ 6.7: a walk never
 * takes an absurd step. V8 computes Math.log and Math.cos with its own port of fdlibm on every platform, so
 * the result is bit-identical wherever the api runs on the same Node.
 */
export function normalAt(key: TStreamKey, counter: number): number {
  const mixedCounter = mix32(counter);
  const radiusHash = mix32(mix32(mixedCounter ^ key.first) ^ key.second);
  const angleHash = mix32(mix32(mixedCounter ^ key.second) + 0x9e3779b9);
  const radius = sqrt(-2 * log((radiusHash + 1) * UNIFORM_SCALE));
  return radius * cos(TWO_PI * angleHash * UNIFORM_SCALE);
}
