import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { AUTH_ERROR_CODES } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { EmailToken, type TEmailTokenPurpose } from './email-token.entity.ts';
import type { TUser } from '../tenancy/index.ts';

const EMAIL_TOKEN_BYTES = 32;

export const EMAIL_TOKEN_TTL_MS: Record<TEmailTokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  recovery: 60 * 60 * 1000,
};

/**
 * SHA-256 of the token from a link. The contract calls the link's value `token_hash` (the name the
 * earlier identity provider used); it is the raw token, and only this digest of it is ever stored.
 */
export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The one answer for unknown, used and expired links alike: none says which it was. */
export function invalidLink(): DomainError {
  return new DomainError(AUTH_ERROR_CODES.invalidLink, 'This link is invalid or has expired');
}

/**
 * Creates a token for a mail and returns it (256 random bits, url-safe). Do not loosen: older unused
 * tokens of the same purpose are deleted, so only the newest link works. Flushed by the caller.
 */
export async function issueEmailToken({
  em,
  user,
  purpose,
  now = new Date(),
}: {
  em: EntityManager;
  user: TUser;
  purpose: TEmailTokenPurpose;
  now?: Date;
}): Promise<string> {
  await em.nativeDelete(EmailToken, { user: user.id, purpose, usedAt: null });
  const token = randomBytes(EMAIL_TOKEN_BYTES).toString('base64url');
  em.create(EmailToken, {
    user,
    purpose,
    tokenHash: hashEmailToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]),
    usedAt: null,
  });
  return token;
}

/** A link's token presented for one purpose, checked against the clock `now`. */
type TEmailTokenUse = { em: EntityManager; token: string; purpose: TEmailTokenPurpose; now?: Date };

function usableWhere(token: string, purpose: TEmailTokenPurpose, now: Date) {
  return { tokenHash: hashEmailToken(token), purpose, usedAt: null, expiresAt: { $gt: now } };
}

/** The token's user when the link could still be used; does not consume it (the reset page's check). */
export async function findUsableEmailToken({
  em,
  token,
  purpose,
  now = new Date(),
}: TEmailTokenUse): Promise<TUser | null> {
  const found = await em.findOne(EmailToken, usableWhere(token, purpose, now), { populate: ['user'] });
  return found?.user ?? null;
}

/**
 * Marks the token used and returns its user, or throws INVALID_OR_EXPIRED_LINK. Do not loosen: the
 * conditional update is the single-use guarantee; of two concurrent uses of one link only one wins.
 */
export async function consumeEmailToken({
  em,
  token,
  purpose,
  now = new Date(),
}: TEmailTokenUse): Promise<TUser> {
  const user = await findUsableEmailToken({ em, token, purpose, now });
  if (user === null) throw invalidLink();
  const consumed = await em.nativeUpdate(EmailToken, usableWhere(token, purpose, now), { usedAt: now });
  if (consumed !== 1) throw invalidLink();
  return user;
}
