import { describe, expect, it } from '@jest/globals';
import { signPayload, verifySignedPayload } from './signed-payload.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = Date.parse('2026-11-23T10:00:00Z');
const BODY = '{"id":"evt_1"}';

describe('signed payloads', () => {
  it('verifies its own signature within the window', () => {
    const header = signPayload(SECRET, BODY, NOW - 60_000);
    expect(verifySignedPayload({ secret: SECRET, header, body: BODY, nowMs: NOW })).toEqual({
      isValid: true,
    });
  });

  it('refuses another body, another secret, a missing or malformed header and an old timestamp', () => {
    const header = signPayload(SECRET, BODY, NOW);
    const check = (overrides: Partial<Parameters<typeof verifySignedPayload>[0]>) =>
      verifySignedPayload({ secret: SECRET, header, body: BODY, nowMs: NOW, ...overrides }).isValid;
    expect(check({ body: '{"id":"evt_2"}' })).toBe(false);
    expect(check({ secret: `${SECRET}x` })).toBe(false);
    expect(check({ header: undefined })).toBe(false);
    expect(check({ header: 't=abc,v1=00' })).toBe(false);
    expect(check({ nowMs: NOW + 5 * 60_000 + 1_000 })).toBe(false);
    expect(check({ nowMs: NOW - 5 * 60_000 - 1_000 })).toBe(false);
    expect(check({ nowMs: NOW + 4 * 60_000 })).toBe(true);
  });
});
