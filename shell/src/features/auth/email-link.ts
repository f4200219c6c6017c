/** Links in mails carry `token_hash` and `type` (signup or recovery), in the query or the hash. */
export interface EmailLink {
  tokenHash: string;
  type: 'signup' | 'recovery';
}

export function readEmailLink(search: string, hash = ''): EmailLink | null {
  for (const part of [search, hash]) {
    const params = new URLSearchParams(part.replace(/^[?#]/, ''));
    const tokenHash = params.get('token_hash');
    const type = params.get('type');
    if (tokenHash && (type === 'signup' || type === 'recovery')) return { tokenHash, type };
  }
  return null;
}

const LINK_PARAMS = ['token_hash', 'type'];

function withoutLinkParams(part: string, prefix: '?' | '#'): string {
  const params = new URLSearchParams(part.replace(/^[?#]/, ''));
  // A hash such as #section is not a parameter list: only a part that carries a token is rewritten.
  if (!params.has('token_hash')) return part;
  for (const name of LINK_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `${prefix}${rest}`;
}

/**
 * The query and hash of the address without the link's one-time token, everything else kept. Pages
 * replace the address with it as soon as they have read the token: a token left in the address bar
 * stays in the history, in a shared screenshot and in whatever the next page learns about this one.
 */
export function withoutEmailLink(search: string, hash = ''): { search: string; hash: string } {
  return { search: withoutLinkParams(search, '?'), hash: withoutLinkParams(hash, '#') };
}
