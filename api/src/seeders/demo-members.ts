import type { EntityManager } from '@mikro-orm/core';
import { INVITATION_TTL_MS } from '@propdesk/shared/contracts';
import { User } from '../modules/tenancy/user.entity.ts';
import { newInvitationToken } from '../modules/members/invitation-token.ts';
import { OrganizationInvitation } from '../modules/members/organization-invitation.entity.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/** The address of the default firm's waiting invitation: nobody has an account with it. */
export const DEMO_INVITED_EMAIL = 'new.manager@propdesk.test';

const DAY = 86_400_000;

/**
 * The default firm's Members & Roles page beyond its demo logins (its owner, admin, manager and two
 * support agents come with DEMO_ACCOUNTS): an invitation its owner sent a day ago to a manager-to-be,
 * still waiting. Its link was never mailed (the token is thrown away here): resending it from the page
 * mails a fresh one, which the development mailbox (/email-test) shows.
 */
export async function seedDemoMembers(em: EntityManager, { now }: { now: number }): Promise<void> {
  const organization = await em.findOneOrFail(Organization, {
    slug: DEMO_ACCOUNTS.organizationOwner.organizationSlug,
  });
  const owner = await em.findOneOrFail(User, { email: DEMO_ACCOUNTS.organizationOwner.email });
  const sentAt = now - DAY;
  em.create(OrganizationInvitation, {
    organization,
    email: DEMO_INVITED_EMAIL,
    role: 'manager',
    tokenHash: newInvitationToken().tokenHash,
    sentAt: new Date(sentAt),
    expiresAt: new Date(sentAt + INVITATION_TTL_MS),
    invitedBy: owner,
  });
  await em.flush();
}
