import { createHash, randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { TUser } from '../../tenancy/index.ts';
import { MfaRecoveryCode } from './recovery-code.entity.ts';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I: the codes are read off paper. 32 symbols × 10 = 50 bits per code. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUP_LENGTH = 5;

function randomGroup(): string {
  return Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A code typed back is compared without its dash and in capitals (see ZRecoveryCode). */
function hashRecoveryCode(normalizedCode: string): string {
  return createHash('sha256').update(normalizedCode).digest('hex');
}

/** Replaces the user's recovery codes with a fresh set and returns them for showing once. */
export async function issueRecoveryCodes(em: EntityManager, user: TUser): Promise<string[]> {
  await em.nativeDelete(MfaRecoveryCode, { user: user.id });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup()}-${randomGroup()}`);
  for (const code of codes) {
    em.create(MfaRecoveryCode, { user, codeHash: hashRecoveryCode(code.replace('-', '')) });
  }
  return codes;
}

/**
 * Uses up one recovery code; false when it is unknown or already used. A conditional update, so two
 * concurrent sign-ins with the same code cannot both succeed.
 */
export async function consumeRecoveryCode({
  em,
  user,
  normalizedCode,
  now,
}: {
  em: EntityManager;
  user: TUser;
  normalizedCode: string;
  now: Date;
}): Promise<boolean> {
  const used = await em.nativeUpdate(
    MfaRecoveryCode,
    { user: user.id, codeHash: hashRecoveryCode(normalizedCode), usedAt: null },
    { usedAt: now },
  );
  return used > 0;
}

export async function deleteRecoveryCodes(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(MfaRecoveryCode, { user: userId });
}
