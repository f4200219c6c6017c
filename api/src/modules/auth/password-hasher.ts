import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** Argon2id's value in the library's const enum (const enums cannot be imported under type stripping). */
const ARGON2ID: Algorithm = 2;

/**
 * OWASP Password Storage Cheat Sheet, Argon2id minimum: 19 MiB of memory, 2 passes, 1 lane.
 * Do not loosen: lower costs make a leaked hash cheaper to crack. Raising them is safe (verification
 * reads the parameters from each stored hash).
 */
export const ARGON2_OPTIONS: Readonly<Options> = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * A hash of a random password nobody knows, with the same parameters as real ones. Sign-in verifies
 * against it when the email is unknown (or the account is locked), so those answers take as long as a
 * wrong password for a real account and timing does not reveal which emails exist.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$ZcYSQqipgGxYvXgrA2RjsA$KZy0r/p8y+oQMSUP/1qXCwR5pT/+ImgI41MtUDP/Ido';

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * True only when `storedHash` is a hash of `password`. With no stored hash the dummy is verified
 * (and the answer is false), so every path costs one Argon2 verification.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await verify(storedHash ?? DUMMY_HASH, password);
    return storedHash !== null && matches;
  } catch {
    // A malformed stored hash is a refusal, never a crash that would answer differently.
    return false;
  }
}
