import type { EntityManager } from '@mikro-orm/core';
import { DEFAULT_LANGUAGE, type TLanguage } from '@propdesk/shared/contracts';
import { singleUseLink, type TMailService } from '../mail/index.ts';
import { Profile, type TProfile, type TUser } from '../tenancy/index.ts';
import { issueEmailToken } from './email-token.service.ts';

/** The mail's language: one asked for in this request, else the profile's, else the default. */
function languageFor(profile: TProfile | null, requested?: TLanguage): TLanguage {
  return requested ?? profile?.language ?? DEFAULT_LANGUAGE;
}

async function profileOf(em: EntityManager, user: TUser): Promise<TProfile | null> {
  return em.findOne(Profile, { user: user.id });
}

/** Link paths are the web app's pages: /auth verifies, /reset-password resets. */
export function verificationLink(mail: TMailService, token: string): string {
  return `${mail.publicAppUrl}/auth?token_hash=${encodeURIComponent(token)}&type=signup`;
}

export function resetLink(mail: TMailService, token: string): string {
  return `${mail.publicAppUrl}/reset-password?token_hash=${encodeURIComponent(token)}&type=recovery`;
}

type TLinkMailArgs = { em: EntityManager; mail: TMailService; user: TUser; language?: TLanguage };

/** The two mails that carry a single-use link: which token they issue and which page it opens. */
const LINK_MAILS = {
  email_verification: { tokenPurpose: 'verify', link: verificationLink },
  password_reset: { tokenPurpose: 'recovery', link: resetLink },
} as const;

/**
 * Sends a new link unless one of the same kind went to this address within 60 seconds. The check comes
 * before the token is issued on purpose: a new token invalidates the previous one, and a suppressed mail
 * must not break the link the person already has.
 */
async function sendLinkMail(
  purpose: keyof typeof LINK_MAILS,
  { em, mail, user, language }: TLinkMailArgs,
): Promise<void> {
  if (await mail.wasSentRecently({ em, to: user.email, purpose })) return;
  const profile = await profileOf(em, user);
  const token = await issueEmailToken({ em, user, purpose: LINK_MAILS[purpose].tokenPurpose });
  await mail.send({
    em,
    to: user.email,
    language: languageFor(profile, language),
    template: {
      purpose,
      productName: mail.productName,
      firstName: profile?.firstName ?? '',
      link: singleUseLink(LINK_MAILS[purpose].link(mail, token)),
    },
  });
}

export function sendVerificationMail(args: TLinkMailArgs): Promise<void> {
  return sendLinkMail('email_verification', args);
}

export function sendPasswordResetMail(args: TLinkMailArgs): Promise<void> {
  return sendLinkMail('password_reset', args);
}

/**
 * A notice to an account's owner that carries no token, at most one of a kind per address every 60
 * seconds (a spray of failures or sign-ups must not flood an inbox).
 */
async function sendOwnerNotice({
  em,
  mail,
  user,
  purpose,
}: {
  em: EntityManager;
  mail: TMailService;
  user: TUser;
  purpose: 'account_locked' | 'sign_up_attempt';
}): Promise<void> {
  if (await mail.wasSentRecently({ em, to: user.email, purpose })) return;
  const profile = await profileOf(em, user);
  await mail.send({
    em,
    to: user.email,
    language: languageFor(profile),
    template: {
      purpose,
      productName: mail.productName,
      firstName: profile?.firstName ?? '',
      signInLink: `${mail.publicAppUrl}/auth`,
    },
  });
}

type TOwnerNoticeArgs = { em: EntityManager; mail: TMailService; user: TUser };

/** Sent when failures lock the account. */
export function sendAccountLockedNotice(args: TOwnerNoticeArgs): Promise<void> {
  return sendOwnerNotice({ ...args, purpose: 'account_locked' });
}

/**
 * Sent instead of an answer when someone signs up with an address that already has an account: the
 * sign-up answers exactly as for a new address, and only the address's owner learns what happened.
 */
export function sendSignUpAttemptNotice(args: TOwnerNoticeArgs): Promise<void> {
  return sendOwnerNotice({ ...args, purpose: 'sign_up_attempt' });
}
