import { describe, expect, it } from '@jest/globals';
import { findPasswordWeaknesses } from './password-policy.ts';

const OWNER = { email: 'ann.trader@example.com', firstName: 'Annabel', lastName: 'Rossi' };

const codesOf = (password: string, owner = OWNER) =>
  findPasswordWeaknesses(password, owner).map((w) => w.code);

describe('findPasswordWeaknesses', () => {
  it('accepts a long password with no composition rules', () => {
    expect(codesOf('correct horse battery staple')).toEqual([]);
  });

  it('refuses passwords outside 12 to 128 characters, counting characters not UTF-16 units', () => {
    expect(codesOf('short-pass1')).toEqual(['too_short']);
    expect(codesOf('x'.repeat(129))).toEqual(['too_long']);
    expect(codesOf('🔒'.repeat(12))).toEqual([]);
  });

  it('refuses a common password whatever its case', () => {
    expect(codesOf('PASSWORD1234')).toEqual(['common_password']);
  });

  it("refuses the email's local part and the person's names inside the password", () => {
    expect(codesOf('my-ann.trader-2026!')).toEqual(['contains_email']);
    expect(codesOf('i-am-ROSSI-forever')).toEqual(['contains_name']);
    expect(codesOf('annabel-forever-99')).toEqual(['contains_name']);
  });

  it('ignores identifiers too short to matter', () => {
    expect(
      codesOf('a-bold-yellow-kite', { email: 'al@example.com', firstName: 'Al', lastName: 'Bo' }),
    ).toEqual([]);
  });

  it('gives every reason at once, each with an English message', () => {
    const weaknesses = findPasswordWeaknesses('rossi', OWNER);

    expect(weaknesses.map((weakness) => weakness.code)).toEqual([
      'too_short',
      'common_password',
      'contains_name',
    ]);
    expect(weaknesses[0]?.message).toBe('Use at least 12 characters.');
  });
});
