import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts small secrets the api must read back (authenticator secrets, organizations' ingestion signing
 * secrets) with AES-256-GCM, so a copy of the database alone cannot mint one-time codes or sign
 * deliveries. The stored form is `v2.<iv>.<tag>.<ciphertext>` in base64url.
 *
 * Do not loosen: each purpose has its own key, derived with HKDF from the configured passphrase, and each
 * value is bound to its row (the row id is the GCM associated data). A sealed value copied into another
 * row, or from an authenticator into an ingestion key, does not open.
 *
 * `v1` values (one SHA-256 key for every purpose, no row binding) still open, so existing installations
 * keep working; `open` reports them, and their owners re-seal them as v2 the next time they are used.
 */
export type TSecretBox = {
  /** Seals `plaintext` for the row `rowId` of this box's purpose. */
  seal(plaintext: string, rowId: string): string;
  /** Throws when the value was sealed under another key, purpose or row, or was altered. */
  open(sealed: string, rowId: string): TOpenedSecret;
};

export type TOpenedSecret = {
  plaintext: string;
  /** True for a value in an older format: seal it again (same row) once it proved useful. */
  needsResealing: boolean;
};

/** HKDF `info` labels: one key per kind of secret. */
export const SECRET_PURPOSES = {
  totp: 'totp-secret',
  ingestion: 'ingestion-secret',
  webhook: 'webhook-secret',
  /** A firm's own Stripe secret key, and the signing secret of its Stripe webhook endpoint. */
  stripeSecretKey: 'stripe-secret-key',
  stripeWebhookSecret: 'stripe-webhook-secret',
} as const;
export type TSecretPurpose = (typeof SECRET_PURPOSES)[keyof typeof SECRET_PURPOSES];

const CURRENT_VERSION = 'v2';
const LEGACY_VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;
// A fixed, public salt: HKDF needs none for security here, but a label keeps these keys apart from any
// other key someone might derive from the same passphrase.
const HKDF_SALT = 'propdesk-secret-box';

function deriveKey(configuredKey: string, purpose: TSecretPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', configuredKey, HKDF_SALT, purpose, KEY_BYTES));
}

function decrypt(key: Buffer, parts: string[], associatedData: Buffer | null): string {
  const [iv, tag, ciphertext] = parts;
  if (parts.length !== 3 || iv === undefined || tag === undefined || ciphertext === undefined) {
    throw new Error('secret-box: unknown format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  if (associatedData !== null) decipher.setAAD(associatedData);
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

export function createSecretBox(configuredKey: string, purpose: TSecretPurpose): TSecretBox {
  const key = deriveKey(configuredKey, purpose);
  // The v1 key: SHA-256 of the passphrase, shared by every purpose. Only ever used to open.
  const legacyKey = createHash('sha256').update(configuredKey).digest();
  return {
    seal(plaintext, rowId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(rowId, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        CURRENT_VERSION,
        ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')),
      ].join('.');
    },
    open(sealed, rowId) {
      const [version, ...parts] = sealed.split('.');
      if (version === CURRENT_VERSION) {
        return { plaintext: decrypt(key, parts, Buffer.from(rowId, 'utf8')), needsResealing: false };
      }
      if (version === LEGACY_VERSION)
        return { plaintext: decrypt(legacyKey, parts, null), needsResealing: true };
      throw new Error('secret-box: unknown format');
    },
  };
}
