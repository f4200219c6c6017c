import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { canonicalJson, hashVerdictInputs } from './canonical-hash.ts';
import { replay } from './evaluate.ts';
import { eventsFrom, newAccount, rulesFor, usd } from './testing/engine-fixtures.ts';

/** Reverses the key order of every object inside a JSON value. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reverseKeys(item)]),
  );
}

describe('canonical hash of verdict inputs', () => {
  it('sorts keys, drops undefined properties, keeps array order', () => {
    expect(canonicalJson({ b: 1, a: [3, { d: undefined, c: 'x' }], e: null })).toBe(
      '{"a":[3,{"c":"x"}],"b":1,"e":null}',
    );
  });

  it('refuses numbers JSON cannot carry', () => {
    expect(() => canonicalJson({ amount: Number.NaN })).toThrow(RangeError);
  });

  it('is the same for any key order and after a JSON round trip (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const canonical = canonicalJson(value);
        expect(canonicalJson(reverseKeys(value))).toBe(canonical);
        expect(canonicalJson(JSON.parse(JSON.stringify(value)))).toBe(canonical);
      }),
    );
  });

  it('a real verdict’s inputs hash alike after storage and with shuffled keys; any change changes it', () => {
    const rules = rulesFor('two_step');
    const e = eventsFrom();
    const priorState = replay(rules, newAccount(rules), [
      e.opened('2025-06-02T08:00:00Z', 'a'),
      e.equity('2025-06-02T09:00:00Z', usd(97_000)),
    ]).state;
    const event = e.equity('2025-06-02T10:00:00Z', usd(94_000));
    const hash = hashVerdictInputs({ rules, priorState, event });
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.parse(JSON.stringify({ rules, priorState, event })) as Parameters<
      typeof hashVerdictInputs
    >[0];
    expect(hashVerdictInputs(stored)).toBe(hash);
    expect(hashVerdictInputs(reverseKeys({ event, priorState, rules }) as typeof stored)).toBe(hash);
    expect(
      hashVerdictInputs({ rules, priorState, event: { ...event, equityMinor: event.equityMinor + 1 } }),
    ).not.toBe(hash);
  });
});
