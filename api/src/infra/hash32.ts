/**
 * 32-bit string and integer hashing, exact and allocation-free (Math.imul, no BigInt), the same in every
 * process: the simulator's counter-based market and the rendezvous ownership of accounts both key on it.
 */

/*
 * Bound once: in a vm context (Jest runs tests in one) every lookup of the global `Math` goes through an
 * interceptor and costs more than the hash itself; a module constant costs nothing anywhere.
 */
const { imul } = Math;

/** lowbias32 (Chris Wellons' hash-prospector): a bijective 32-bit finaliser with good avalanche. */
export function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** FNV-1a over UTF-16 code units, finalised with mix32. */
export function hashString32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return mix32(hash);
}
