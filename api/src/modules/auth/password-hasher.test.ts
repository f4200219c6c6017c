import { describe, expect, it } from '@jest/globals';
import { hashPassword, verifyPassword } from './password-hasher.ts';

describe('password hasher', () => {
  it('hashes with Argon2id at the OWASP parameters and a fresh salt each time', async () => {
    const first = await hashPassword('a-long-enough-password');
    const second = await hashPassword('a-long-enough-password');

    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('a-long-enough-password');

    expect(await verifyPassword(hash, 'a-long-enough-password')).toBe(true);
    expect(await verifyPassword(hash, 'another-password-entirely')).toBe(false);
  });

  it('answers false without a stored hash or with a malformed one, never throwing', async () => {
    expect(await verifyPassword(null, 'anything-at-all')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything-at-all')).toBe(false);
  });
});
