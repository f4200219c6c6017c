import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * An API key as integrators hold it: `pdkey_<public id>.<secret>`. The public id (12 characters) finds
 * the key; the secret (256 random bits) proves it, compared by hash in constant time.
 */
const TOKEN_PATTERN = /^pdkey_([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/;

export function newApiKeyToken(): { token: string; publicId: string; secretHash: string } {
  const publicId = randomBytes(9).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  return { token: `pdkey_${publicId}.${secret}`, publicId, secretHash: hashOf(secret) };
}

function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The parts of a well-formed key; null for anything else. */
export function parseApiKeyToken(token: string): { publicId: string; secret: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  return match?.[1] === undefined || match[2] === undefined ? null : { publicId: match[1], secret: match[2] };
}

export function isSecretOf(secret: string, secretHash: string): boolean {
  const expected = Buffer.from(secretHash, 'hex');
  const actual = createHash('sha256').update(secret).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The key a request carries (`Authorization: Bearer pdkey_…`); undefined when it carries none. */
export function apiKeyTokenOf(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const [scheme, value] = authorization.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value?.startsWith('pdkey_') ? value : undefined;
}
