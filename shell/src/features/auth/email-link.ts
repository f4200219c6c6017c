/** Seed section 3: links in mails carry `token_hash` and `type` (signup or recovery), in the query or the hash. */
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
