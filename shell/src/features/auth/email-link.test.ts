import { describe, expect, it } from '@jest/globals';
import { readEmailLink } from './email-link.ts';

describe('readEmailLink', () => {
  it('reads token_hash and type from the query or the hash', () => {
    expect(readEmailLink('?token_hash=abc&type=recovery')).toEqual({ tokenHash: 'abc', type: 'recovery' });
    expect(readEmailLink('', '#token_hash=xyz&type=signup')).toEqual({ tokenHash: 'xyz', type: 'signup' });
  });

  it('ignores other links', () => {
    expect(readEmailLink('?token_hash=abc&type=magiclink')).toBeNull();
    expect(readEmailLink('?type=recovery')).toBeNull();
  });
});
