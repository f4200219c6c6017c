import type { EntityManager } from '@mikro-orm/core';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import type { TMailService } from '../mail/index.ts';
import { sendVerificationMail } from './account-mails.ts';
import { consumeEmailToken } from './email-token.service.ts';
import { User } from '../tenancy/index.ts';

/** Confirms the address behind a verification link; unknown, used or expired links get 400. */
export async function verifyEmail({
  em,
  token,
  client,
  now = new Date(),
}: {
  em: EntityManager;
  token: string;
  client: TClientInfo;
  now?: Date;
}): Promise<void> {
  const user = await consumeEmailToken({ em, token, purpose: 'verify', now });
  user.emailVerifiedAt ??= now;
  recordAuditEvent(em, { action: AUDIT_ACTIONS.emailVerified, outcome: 'success', actor: user, client });
  await em.flush();
}

/**
 * Sends a new verification link to an existing, unverified, enabled account. Do not loosen: the caller
 * answers the same whatever happened here, so the answer never tells which emails have accounts.
 */
export async function resendVerification({
  em,
  mail,
  email,
}: {
  em: EntityManager;
  mail: TMailService;
  email: string;
}): Promise<void> {
  const user = await em.findOne(User, {
    email: email.trim().toLowerCase(),
    emailVerifiedAt: null,
    disabledAt: null,
  });
  if (user === null) return;
  await sendVerificationMail({ em, mail, user });
}
