import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { createRendezvous } from './rendezvous-hash.ts';

const KEYS = Array.from({ length: 20_000 }, () => randomUUID());

function shares(members: readonly string[]): Map<string, number> {
  const ownerOf = createRendezvous(members);
  const counts = new Map(members.map((member) => [member, 0]));
  for (const key of KEYS) {
    const owner = ownerOf(key) ?? 'none';
    counts.set(owner, (counts.get(owner) ?? 0) + 1);
  }
  return counts;
}

describe('createRendezvous', () => {
  it('gives every key one owner, the same whatever order the members are listed in', () => {
    const members = [randomUUID(), randomUUID(), randomUUID()];
    const forward = createRendezvous(members);
    const backward = createRendezvous([...members].reverse());
    for (const key of KEYS.slice(0, 1_000)) {
      expect(members).toContain(forward(key));
      expect(backward(key)).toBe(forward(key));
    }
    expect(createRendezvous([])('any')).toBeUndefined();
  });

  it('splits 20,000 keys evenly: two members within 47–53 % each, three within 31–36 %', () => {
    for (const count of shares([randomUUID(), randomUUID()]).values()) {
      expect(count / KEYS.length).toBeGreaterThan(0.47);
      expect(count / KEYS.length).toBeLessThan(0.53);
    }
    for (const count of shares([randomUUID(), randomUUID(), randomUUID()]).values()) {
      expect(count / KEYS.length).toBeGreaterThan(0.31);
      expect(count / KEYS.length).toBeLessThan(0.36);
    }
  });

  it('moves only the keys of a member that leaves; the others keep theirs', () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const before = createRendezvous([a, b, c]);
    const after = createRendezvous([a, c]);
    const moved = KEYS.filter((key) => after(key) !== before(key));
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((key) => before(key) === b)).toBe(true);
    expect(KEYS.filter((key) => before(key) === b).every((key) => after(key) !== b)).toBe(true);
  });
});
