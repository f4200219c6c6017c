/**
 * Rendezvous (highest random weight) hashing: each key belongs to the member whose hash with it scores
 * highest. Every process that sees the same members picks the same owner for every key, with no
 * coordination; the keys spread evenly; and when a member leaves, only its own keys move (each to the
 * member that scored second for it), while a member that joins takes an even share from each of the others.
 */

// Bound once: in a vm context (Jest) every lookup of the global `Math` costs more than the hashing.
const { imul } = Math;

/** FNV-1a over UTF-16 code units, then a bijective 32-bit finaliser (lowbias32) for avalanche. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return mix32(hash);
}

function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/**
 * The owner of each key among `members` (undefined when there are none). Members are hashed once here,
 * so asking for many keys costs one string hash and one mix per member each. Ties (one in 2^32) go to
 * the member whose id sorts first, so every process still agrees.
 */
export function createRendezvous(members: readonly string[]): (key: string) => string | undefined {
  const scored = [...members].sort().map((member) => ({ member, hash: hash32(member) }));
  return (key) => {
    const keyHash = hash32(key);
    let owner: string | undefined;
    let best = -1;
    for (const { member, hash } of scored) {
      const score = mix32(keyHash ^ hash);
      if (score > best) {
        best = score;
        owner = member;
      }
    }
    return owner;
  };
}
