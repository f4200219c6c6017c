import { hashString32, mix32 } from './hash32.ts';

/**
 * Rendezvous (highest random weight) hashing: each key belongs to the member whose hash with it scores
 * highest. Every process that sees the same members picks the same owner for every key, with no
 * coordination; the keys spread evenly; and when a member leaves, only its own keys move (each to the
 * member that scored second for it), while a member that joins takes an even share from each of the others.
 */

/**
 * The owner of each key among `members` (undefined when there are none). Members are hashed once here,
 * so asking for many keys costs one string hash and one mix per member each. Ties (one in 2^32) go to
 * the member whose id sorts first, so every process still agrees.
 */
export function createRendezvous(members: readonly string[]): (key: string) => string | undefined {
  const scored = [...members].sort().map((member) => ({ member, hash: hashString32(member) }));
  return (key) => {
    const keyHash = hashString32(key);
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
