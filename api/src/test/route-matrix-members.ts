import type { EntityManager } from '@mikro-orm/core';
import { INVITATION_TTL_MS } from '@propdesk/shared/contracts';
import { newInvitationToken } from '../modules/members/invitation-token.ts';
import { OrganizationInvitation } from '../modules/members/organization-invitation.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import type { TOrganization } from '../modules/tenancy/organization.entity.ts';
import type { TRouteAccess } from '../plugins/route-access.ts';
import { createTestAccount } from './auth-fixtures.ts';
import type { TCallerName, TFixture } from './route-matrix-rules.ts';

/**
 * The members and invitations routes' rows of the route matrix's tables (route-matrix-rules.ts spreads
 * them in): who each route is declared for, and who may touch organization A's members and invitations.
 */
export const MEMBER_ROUTES_ACCESS: Record<string, TRouteAccess> = {
  'GET /api/organizations/:organizationId/members': { staff: 'members.read' },
  'PATCH /api/organizations/:organizationId/members/:memberId': { staff: 'members.manage' },
  'POST /api/organizations/:organizationId/members/:memberId/deactivate': { staff: 'members.manage' },
  'POST /api/organizations/:organizationId/members/:memberId/reactivate': { staff: 'members.manage' },
  'GET /api/organizations/:organizationId/invitations': { staff: 'members.read' },
  'POST /api/organizations/:organizationId/invitations': { staff: 'members.manage' },
  'POST /api/organizations/:organizationId/invitations/:invitationId/resend': { staff: 'members.manage' },
  'DELETE /api/organizations/:organizationId/invitations/:invitationId': { staff: 'members.manage' },
  // Whoever holds the link reads what it offers; accepting needs the invited address signed in.
  'GET /api/public/invitations/:token': 'public',
  'POST /api/invitations/:token/accept': 'authenticated',
};

/** Everyone the matrix calls with: a public read answers them all alike. */
const ALL_CALLERS: TCallerName[] = [
  'anonymous',
  'platformAdmin',
  'platformManager',
  'traderOfA',
  'ownerOfA',
  'agentOfA',
  'ownerOfB',
];

type TResourceRule = { params: (fixture: TFixture) => Record<string, string>; allowed: TCallerName[] };

const inA = ({ organizationA }: TFixture) => ({ organizationId: organizationA.id });

/**
 * A's members and invitations: its owner (members.manage) and platform admins; not its agent, its trader,
 * platform managers or B's owner.
 */
export const MEMBER_RESOURCE_ROUTES: Record<string, TResourceRule> = {
  'GET /api/organizations/:organizationId/members': { params: inA, allowed: ['platformAdmin', 'ownerOfA'] },
  'PATCH /api/organizations/:organizationId/members/:memberId': {
    params: (fixture) => ({ ...inA(fixture), memberId: fixture.memberOfA }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'POST /api/organizations/:organizationId/members/:memberId/deactivate': {
    params: (fixture) => ({ ...inA(fixture), memberId: fixture.memberOfA }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'POST /api/organizations/:organizationId/members/:memberId/reactivate': {
    params: (fixture) => ({ ...inA(fixture), memberId: fixture.memberOfA }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'GET /api/organizations/:organizationId/invitations': {
    params: inA,
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'POST /api/organizations/:organizationId/invitations': {
    params: inA,
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'POST /api/organizations/:organizationId/invitations/:invitationId/resend': {
    params: (fixture) => ({ ...inA(fixture), invitationId: fixture.invitationOfA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'DELETE /api/organizations/:organizationId/invitations/:invitationId': {
    params: (fixture) => ({ ...inA(fixture), invitationId: fixture.invitationOfA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'GET /api/public/invitations/:token': {
    params: ({ invitationToAccept }) => ({ token: invitationToAccept.token }),
    allowed: ALL_CALLERS,
  },
  // Sent to an address none of the callers signs in with: every one of them is refused.
  'POST /api/invitations/:token/accept': {
    params: ({ invitationToAccept }) => ({ token: invitationToAccept.token }),
    allowed: [],
  },
};

/** A's agent who is none of the callers, and two open invitations of A (one with a known token). */
export async function seedMemberFixtures(
  em: EntityManager,
  organizationA: TOrganization,
): Promise<Pick<TFixture, 'memberOfA' | 'invitationOfA' | 'invitationToAccept'>> {
  const agent = await createTestAccount(em, { email: 'member.of.a@matrix.example.com' });
  const member = em.create(OrganizationMember, {
    organization: organizationA.id,
    user: agent,
    role: 'agent',
    status: 'active',
  });
  const invite = (email: string) => {
    const { token, tokenHash } = newInvitationToken();
    const invitation = em.create(OrganizationInvitation, {
      organization: organizationA.id,
      email,
      role: 'agent',
      tokenHash,
      sentAt: new Date(),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    return { id: invitation.id, token };
  };
  const invitationOfA = invite('invited.to.a@matrix.example.com');
  const invitationToAccept = invite('nobody.here@matrix.example.com');
  await em.flush();
  return { memberOfA: member.id, invitationOfA: { id: invitationOfA.id }, invitationToAccept };
}
