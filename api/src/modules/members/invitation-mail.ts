import type { EntityManager } from '@mikro-orm/core';
import { DEFAULT_LANGUAGE, type TLanguage, type TStaffMemberRole } from '@propdesk/shared/contracts';
import { singleUseLink, type TMailService } from '../mail/index.ts';
import { Profile } from '../tenancy/index.ts';
import { inviterNameOf } from './invitation-rows.ts';
import { invitationLink } from './invitation-token.ts';

/**
 * Who the mail names as the inviter, and its language: the invitee's own when they have an account that
 * chose one, else the inviter's (who writes for their firm's people), else the default. One statement.
 */
async function mailContext(
  em: EntityManager,
  { email, inviterId }: { email: string; inviterId: string },
): Promise<{ language: TLanguage; inviterName: string | null }> {
  const profiles = await em.find(
    Profile,
    { $or: [{ user: { email } }, { user: inviterId }] },
    { populate: ['user'] },
  );
  const invitee = profiles.find((profile) => profile.user.email === email && profile.user.id !== inviterId);
  const inviter = profiles.find((profile) => profile.user.id === inviterId);
  return {
    language: invitee?.language ?? inviter?.language ?? DEFAULT_LANGUAGE,
    inviterName:
      inviter === undefined ? null : inviterNameOf(inviter.firstName, inviter.lastName, inviter.user.email),
  };
}

/**
 * Sends the link to the invited address. The mail service writes the outbox copy without the link and
 * flushes it with whatever the caller queued (the invitation and its audit event), then delivers.
 */
export async function sendInvitationMail({
  em,
  mail,
  email,
  role,
  organizationName,
  inviterId,
  token,
}: {
  em: EntityManager;
  mail: TMailService;
  email: string;
  role: TStaffMemberRole;
  organizationName: string;
  inviterId: string;
  token: string;
}): Promise<{ inviterName: string | null }> {
  const { language, inviterName } = await mailContext(em, { email, inviterId });
  await mail.send({
    em,
    to: email,
    language,
    template: {
      purpose: 'organization_invitation',
      productName: mail.productName,
      organizationName,
      inviterName,
      role,
      link: singleUseLink(invitationLink(mail.publicAppUrl, token)),
    },
  });
  return { inviterName };
}
