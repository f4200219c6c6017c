import { createCipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals a value the way the secret box did before v2 (one SHA-256 key for every purpose, no row
 * binding), for tests that the api still opens such values and re-seals them on use.
 */
export function sealAsVersion1(configuredKey: string, plaintext: string): string {
  const key = createHash('sha256').update(configuredKey).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
}
