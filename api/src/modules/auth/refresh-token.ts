import { createHash, randomBytes } from 'node:crypto';

const REFRESH_TOKEN_BYTES = 32;

/** An opaque, unguessable refresh token (256 bits); only its hash is ever stored. */
export function generateRefreshToken(): string {
  return randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
}

/**
 * SHA-256, not a password hash: the token is already 256 random bits, so a fast hash is enough to make
 * a leaked table useless, and the lookup by hash stays an indexed equality.
 */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
