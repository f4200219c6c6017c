import { createHash } from 'node:crypto';

/**
 * Every verdict (breach, pass, scaling, expiry) records a hash of what produced it, so a disputed verdict can
 * be re-derived and compared byte for byte. The serialization is canonical: object keys sorted, `undefined`
 * properties left out as JSON does, arrays in order, numbers as JSON writes them. The same inputs give the
 * same hash on any machine and after a round trip through storage. Only runs on verdicts, never per event.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new RangeError('Cannot hash a non-finite number');
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
    .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
  return `{${entries.join(',')}}`;
}

/** SHA-256 (hex) of the canonical serialization of a verdict's inputs. */
export function hashVerdictInputs(inputs: { rules: unknown; priorState: unknown; event: unknown }): string {
  return createHash('sha256').update(canonicalJson(inputs)).digest('hex');
}

/**
 * SHA-256 (hex) of a state, canonical: what a verdict left an account in, recorded beside it so that
 * later code can tell whether the account is still exactly there (reinstatement.ts).
 */
export function fingerprintState(state: unknown): string {
  return createHash('sha256').update(canonicalJson(state)).digest('hex');
}
