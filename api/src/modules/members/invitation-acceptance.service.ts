import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  invitationStateOf,
  ORGANIZATION_STAFF_ROLES,
  type TAcceptedInvitation,
  type TPublicInvitation,
} from '@propdesk/shared/contracts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import type { TSessionForgetter } from '../auth/index.ts';
import { OrganizationMember, Profile, User } from '../tenancy/index.ts';
import { memberErrors } from './member-errors.ts';
import { readPublicInvitation } from './invitation-rows.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { OrganizationInvitation, type TOrganizationInvitation } from './organization-invitation.entity.ts';
import { lockActiveOwners } from './owner-lock.ts';

/** What a link shows before anyone signs in; an unknown token (an older link of a resent one) is 404. */
export async function readInvitationByToken({
  em,
  token,
  now,
}: {
  em: EntityManager;
  token: string;
  now: number;
}): Promise<TPublicInvitation> {
  const invitation = await readPublicInvitation(em, { tokenHash: hashInvitationToken(token), now });
  if (invitation === null) throw memberErrors.invitationNotFound();
  return invitation;
}

/** Refuses a link that cannot be used any more, saying why. */
function assertUsable(invitation: TOrganizationInvitation, now: number): void {
  const state = invitationStateOf(
    {
      acceptedAt: invitation.acceptedAt?.getTime() ?? null,
      revokedAt: invitation.revokedAt?.getTime() ?? null,
      expiresAt: invitation.expiresAt.getTime(),
    },
    now,
  );
  if (state === 'accepted') throw memberErrors.invitationUsed();
  if (state === 'revoked') throw memberErrors.invitationRevoked();
  if (state === 'expired') throw memberErrors.invitationExpired();
}

/**
 * Claims the invitation and gives the person the membership it offers (a new one, or their deactivated
 * one turned on again with the invitation's role), in one transaction. Do not loosen: the claim is a
 * conditional update, so of two acceptances of one link only one wins; a person already active in the
 * organization is refused and the claim rolled back with it.
 */
async function claim(
  tx: EntityManager,
  { invitation, userId, now }: { invitation: TOrganizationInvitation; userId: string; now: number },
): Promise<string> {
  const organizationId = invitation.organization.id;
  await lockActiveOwners(tx, organizationId);
  const claimed = await tx.nativeUpdate(
    OrganizationInvitation,
    { id: invitation.id, acceptedAt: null, revokedAt: null, expiresAt: { $gt: new Date(now) } },
    { acceptedAt: new Date(now), acceptedBy: userId, updatedAt: new Date(now) },
  );
  if (claimed !== 1) {
    // Someone changed it since it was read: say what it has become.
    const current = await tx.findOneOrFail(OrganizationInvitation, { id: invitation.id });
    assertUsable(current, now);
    throw memberErrors.invitationUsed();
  }
  const existing = await tx.findOne(OrganizationMember, { organization: organizationId, user: userId });
  if (existing?.status === 'active') throw memberErrors.alreadyMember();
  const member =
    existing ??
    tx.create(OrganizationMember, { organization: organizationId, user: userId, role: invitation.role });
  member.role = invitation.role;
  member.status = 'active';
  // Staff reach the organization's pages through their membership; a profile without a tenant gets this one.
  await tx.nativeUpdate(Profile, { user: userId, organization: null }, { organization: organizationId });
  return member.id;
}

/**
 * Accepts an invitation for the signed-in person. Do not loosen: the link alone is not enough, their
 * account's address must be the invited one, so a forwarded or intercepted link is useless to anyone
 * else; it works once, and never after its 7 days or once revoked.
 */
export async function acceptInvitation({
  em,
  actor,
  token,
  client,
  sessionAccess,
  now,
}: {
  em: EntityManager;
  actor: TActor;
  token: string;
  client: TClientInfo;
  sessionAccess: TSessionForgetter;
  now: number;
}): Promise<TAcceptedInvitation> {
  const invitation = await em.findOne(
    OrganizationInvitation,
    { tokenHash: hashInvitationToken(token) },
    { populate: ['organization'] },
  );
  if (invitation === null) throw memberErrors.invitationNotFound();
  assertUsable(invitation, now);
  const user = await em.findOneOrFail(User, { id: actor.userId });
  if (user.email !== invitation.email) throw memberErrors.invitationEmailMismatch();
  try {
    await em.fork().transactional(async (tx) => {
      const memberId = await claim(tx, { invitation, userId: user.id, now });
      recordAuditEvent(tx, {
        action: AUDIT_ACTIONS.memberInvitationAccepted,
        outcome: 'success',
        actor: user.id,
        client,
        organizationId: invitation.organization.id,
        target: { type: 'member', id: memberId },
        details: { invitationId: invitation.id, role: invitation.role },
      });
    });
  } catch (error) {
    // Another invitation of the same person was accepted a moment before: the membership exists now.
    if (error instanceof UniqueConstraintViolationException) throw memberErrors.alreadyMember();
    throw error;
  }
  sessionAccess.forgetUser(user.id);
  return {
    organizationId: invitation.organization.id,
    organizationName: invitation.organization.name,
    role: invitation.role,
    isSecondFactorNeeded: ORGANIZATION_STAFF_ROLES.includes(invitation.role) && !actor.hasSecondFactor,
  };
}
