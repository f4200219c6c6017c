import type { EntityManager } from '@mikro-orm/core';
import type { TLanguage } from '@propdesk/shared/contracts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import type { TMailService } from '../mail/index.ts';
import { Profile, User } from '../tenancy/index.ts';
import { sendPasswordResetMail } from './account-mails.ts';
import { consumeEmailToken, findUsableEmailToken } from './email-token.service.ts';
import { hashPassword } from './password-hasher.ts';
import { assertStrongPassword } from './password-policy.ts';
import { revokeAllSessionsOfUser, type TSessionForgetter } from './session.service.ts';

/**
 * The UI says "Password Reset Email Sent" either way. Do not loosen: the route answers 202 with one body
 * whether or not the email has an account, and mail delivery runs outside the request, so neither the answer
 * nor its timing tells which emails exist. Only an existing, enabled account gets a mail.
 */
export async function requestPasswordReset({
  em,
  mail,
  email,
  language,
  client,
}: {
  em: EntityManager;
  mail: TMailService;
  email: string;
  language?: TLanguage;
  client: TClientInfo;
}): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const user = await em.findOne(User, { email: normalized, disabledAt: null });
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.passwordResetRequested,
    outcome: user === null ? 'failure' : 'success',
    actor: user,
    client,
    ...(user === null ? { details: { email: normalized } } : {}),
  });
  if (user === null) {
    await em.flush();
    return;
  }
  await sendPasswordResetMail({ em, mail, user, ...(language === undefined ? {} : { language }) });
  await em.flush();
}

/** The reset page's "verifying link" step: does not consume the link. */
export async function isResetLinkUsable({
  em,
  token,
}: {
  em: EntityManager;
  token: string;
}): Promise<boolean> {
  return (await findUsableEmailToken({ em, token, purpose: 'recovery' })) !== null;
}

/**
 * Sets a new password from a recovery link. Do not loosen: every session of the user is revoked (whoever
 * knew the old password is signed out everywhere), the link works once, and the email counts as verified
 * because only its owner could open the link.
 */
export async function confirmPasswordReset({
  em,
  token,
  password,
  client,
  sessionAccess,
  now = new Date(),
}: {
  em: EntityManager;
  token: string;
  password: string;
  client: TClientInfo;
  sessionAccess: TSessionForgetter;
  now?: Date;
}): Promise<void> {
  const holder = await findUsableEmailToken({ em, token, purpose: 'recovery', now });
  if (holder !== null) {
    // Checked before the link is consumed, so a refused password leaves the link usable for a retry.
    const profile = await em.findOne(Profile, { user: holder.id });
    assertStrongPassword(password, {
      email: holder.email,
      ...(profile === null ? {} : { firstName: profile.firstName, lastName: profile.lastName }),
    });
  }
  const user = await consumeEmailToken({ em, token, purpose: 'recovery', now });
  user.passwordHash = await hashPassword(password);
  user.emailVerifiedAt ??= now;
  const revoked = await revokeAllSessionsOfUser({ em, userId: user.id, now, sessionAccess });
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.passwordReset,
    outcome: 'success',
    actor: user,
    client,
    details: { revokedSessions: revoked },
  });
  await em.flush();
}
