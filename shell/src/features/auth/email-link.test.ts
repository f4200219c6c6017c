import { describe, expect, it } from '@jest/globals';
import { readEmailLink, withoutEmailLink } from './email-link.ts';

describe('readEmailLink', () => {
  it('reads token_hash and type from the query or the hash', () => {
    expect(readEmailLink('?token_hash=abc&type=recovery')).toEqual({ tokenHash: 'abc', type: 'recovery' });
    expect(readEmailLink('', '#token_hash=xyz&type=signup')).toEqual({ tokenHash: 'xyz', type: 'signup' });
  });

  it('ignores other links', () => {
    expect(readEmailLink('?token_hash=abc&type=magiclink')).toBeNull();
    expect(readEmailLink('?type=recovery')).toBeNull();
  });

  it('drops the token and its type from the address, keeping everything else', () => {
    expect(withoutEmailLink('?token_hash=abc&type=recovery')).toEqual({ search: '', hash: '' });
    expect(withoutEmailLink('?lang=it&token_hash=abc&type=signup', '#token_hash=xyz&type=signup')).toEqual({
      search: '?lang=it',
      hash: '',
    });
    expect(withoutEmailLink('', '#section')).toEqual({ search: '', hash: '#section' });
  });
});
