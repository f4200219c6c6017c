import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts small secrets at rest (authenticator secrets) with AES-256-GCM under a key from the
 * configuration, so a copy of the database alone cannot mint one-time codes. The stored form is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the version leaves room for key rotation.
 */
export type TSecretBox = {
  seal(plaintext: string): string;
  /** Throws when the value was sealed under another key or was altered. */
  open(sealed: string): string;
};

const VERSION = 'v1';
const IV_BYTES = 12;

export function createSecretBox(configuredKey: string): TSecretBox {
  // The configured value is a passphrase of at least 32 characters; SHA-256 turns it into a 256-bit key.
  const key = createHash('sha256').update(configuredKey).digest();
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new Error('secret-box: unknown format');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
