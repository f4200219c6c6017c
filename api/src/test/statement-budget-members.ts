import type { EntityManager } from '@mikro-orm/core';
import { INVITATION_TTL_MS, STAFF_MEMBER_ROLES } from '@propdesk/shared/contracts';
import { User, type TUser } from '../modules/tenancy/user.entity.ts';
import { newInvitationToken } from '../modules/members/invitation-token.ts';
import { OrganizationInvitation } from '../modules/members/organization-invitation.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import type { TOrganization } from '../modules/tenancy/organization.entity.ts';
import { Profile } from '../modules/tenancy/profile.entity.ts';

/**
 * `rows` staff members of the firm (every staff role in turn) and as many open invitations sent by its
 * owner, for the members pages' budget; answers the token of one invitation. Flushed by the caller.
 */
export function seedBudgetMembers(
  em: EntityManager,
  { organization, owner, rows }: { organization: TOrganization; owner: TUser; rows: number },
): { invitationToken: string } {
  let invitationToken = '';
  for (let index = 0; index < rows; index += 1) {
    const user = em.create(User, { email: `budget.staff${index}@example.com`, passwordHash: null });
    em.create(Profile, {
      user,
      firstName: 'Staff',
      lastName: `Member ${index}`,
      email: user.email,
      country: 'IT',
      organization,
    });
    const role = STAFF_MEMBER_ROLES[index % STAFF_MEMBER_ROLES.length] ?? 'agent';
    em.create(OrganizationMember, { organization, user, role, status: 'active' });
    const { token, tokenHash } = newInvitationToken();
    em.create(OrganizationInvitation, {
      organization,
      email: `budget.invited${index}@example.com`,
      role: 'agent',
      tokenHash,
      sentAt: new Date(),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      invitedBy: owner,
    });
    invitationToken = token;
  }
  return { invitationToken };
}
