import type { EntityManager } from '@mikro-orm/core';
import { DEFAULT_LANGUAGE, type TLanguage } from '@propdesk/shared/contracts';
import type { TMailService } from '../mail/mail.service.ts';
import { Profile, type TProfile } from '../users/profile.entity.ts';
import type { TUser } from '../users/user.entity.ts';
import type { TClientInfo } from './client-info.ts';
import { issueEmailToken } from './email-token.service.ts';

/** The mail's language: one asked for in this request, else the profile's, else the default. */
function languageFor(profile: TProfile | null, requested?: TLanguage): TLanguage {
  return requested ?? profile?.language ?? DEFAULT_LANGUAGE;
}

async function profileOf(em: EntityManager, user: TUser): Promise<TProfile | null> {
  return em.findOne(Profile, { user: user.id });
}

/** Link paths are the web app's pages (seed section 2): /auth verifies, /reset-password resets. */
export function verificationLink(mail: TMailService, token: string): string {
  return `${mail.publicAppUrl}/auth?token_hash=${encodeURIComponent(token)}&type=signup`;
}

export function resetLink(mail: TMailService, token: string): string {
  return `${mail.publicAppUrl}/reset-password?token_hash=${encodeURIComponent(token)}&type=recovery`;
}

/**
 * Sends a new verification link unless one went to this address within 60 seconds. The check comes
 * before the token is issued on purpose: a new token invalidates the previous one, and a suppressed mail
 * must not break the link the person already has.
 */
export async function sendVerificationMail({
  em,
  mail,
  user,
  language,
}: {
  em: EntityManager;
  mail: TMailService;
  user: TUser;
  language?: TLanguage;
}): Promise<void> {
  if (await mail.wasSentRecently({ em, to: user.email, purpose: 'email_verification' })) return;
  const profile = await profileOf(em, user);
  const token = await issueEmailToken({ em, user, purpose: 'verify' });
  await mail.send({
    em,
    to: user.email,
    language: languageFor(profile, language),
    template: {
      purpose: 'email_verification',
      productName: mail.productName,
      firstName: profile?.firstName ?? '',
      link: verificationLink(mail, token),
    },
  });
}

/** Same 60-second rule and ordering as the verification mail. */
export async function sendPasswordResetMail({
  em,
  mail,
  user,
  language,
}: {
  em: EntityManager;
  mail: TMailService;
  user: TUser;
  language?: TLanguage;
}): Promise<void> {
  if (await mail.wasSentRecently({ em, to: user.email, purpose: 'password_reset' })) return;
  const profile = await profileOf(em, user);
  const token = await issueEmailToken({ em, user, purpose: 'recovery' });
  await mail.send({
    em,
    to: user.email,
    language: languageFor(profile, language),
    template: {
      purpose: 'password_reset',
      productName: mail.productName,
      firstName: profile?.firstName ?? '',
      link: resetLink(mail, token),
    },
  });
}

/** Sent on every successful sign-in, so a person notices a sign-in that was not theirs. */
export async function sendSignInNotice({
  em,
  mail,
  user,
  profile,
  client,
  at = new Date(),
}: {
  em: EntityManager;
  mail: TMailService;
  user: TUser;
  profile: TProfile;
  client: TClientInfo;
  at?: Date;
}): Promise<void> {
  await mail.send({
    em,
    to: user.email,
    language: languageFor(profile),
    template: {
      purpose: 'sign_in_notice',
      productName: mail.productName,
      firstName: profile.firstName,
      at,
      ip: client.ip,
      userAgent: client.userAgent,
    },
  });
}

/** Sent when failures lock the account; at most one per 60 seconds. Carries no token. */
export async function sendAccountLockedNotice({
  em,
  mail,
  user,
}: {
  em: EntityManager;
  mail: TMailService;
  user: TUser;
}): Promise<void> {
  if (await mail.wasSentRecently({ em, to: user.email, purpose: 'account_locked' })) return;
  const profile = await profileOf(em, user);
  await mail.send({
    em,
    to: user.email,
    language: languageFor(profile),
    template: {
      purpose: 'account_locked',
      productName: mail.productName,
      firstName: profile?.firstName ?? '',
      resetLink: `${mail.publicAppUrl}/auth`,
    },
  });
}
