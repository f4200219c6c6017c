import type { EntityManager } from '@mikro-orm/core';
import {
  ERROR_CODES,
  INVITATION_TTL_MS,
  type TInvitation,
  type TStaffMemberRole,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TAuditAction, type TClientInfo } from '../audit/index.ts';
import type { TMailService } from '../mail/index.ts';
import { Organization, OrganizationMember } from '../tenancy/index.ts';
import { canManageOwners } from './member-guards.ts';
import { memberErrors } from './member-errors.ts';
import { sendInvitationMail } from './invitation-mail.ts';
import { readInvitation } from './invitation-rows.ts';
import { newInvitationToken } from './invitation-token.ts';
import { OrganizationInvitation, type TOrganizationInvitation } from './organization-invitation.entity.ts';

/** Staff of the organization holding members.manage (the route's staff access rule checked it). */
export type TInvitationAction = {
  em: EntityManager;
  actor: TActor;
  organizationId: string;
  client: TClientInfo;
  mail: TMailService;
  now: number;
};

function audit(
  em: EntityManager,
  action: TInvitationAction,
  kind: TAuditAction,
  invitation: { id: string; email: string; role: TStaffMemberRole },
): void {
  recordAuditEvent(em, {
    action: kind,
    outcome: 'success',
    actor: action.actor.userId,
    client: action.client,
    organizationId: action.organizationId,
    target: { type: 'invitation', id: invitation.id },
    // The address and the role, never the link's token.
    details: { email: invitation.email, role: invitation.role },
  });
}

/** Inviting, resending or withdrawing an owner's invitation is making or removing an owner. */
async function assertMayOffer(action: TInvitationAction, role: TStaffMemberRole): Promise<void> {
  if (role === 'owner' && !(await canManageOwners(action))) throw memberErrors.ownersOnly();
}

async function answer(action: TInvitationAction, invitationId: string): Promise<TInvitation> {
  const invitation = await readInvitation(action.em.fork(), { ...action, invitationId });
  if (invitation === null) throw memberErrors.invitationNotFound();
  return invitation;
}

/**
 * Invites an address to run the organization with a staff role: a single-use link valid INVITATION_TTL_MS,
 * mailed to it. Refused when the address already belongs to an active member (staff or trader) or already
 * has an invitation waiting (resend that one instead).
 */
export async function inviteMember(
  action: TInvitationAction & { email: string; role: TStaffMemberRole },
): Promise<TInvitation> {
  const { em, organizationId, email, role, now } = action;
  await assertMayOffer(action, role);
  // A platform admin passes the access check in any organization id, even one that does not exist.
  const organization = await em.findOne(Organization, { id: organizationId });
  if (organization === null) throw DomainError.notFound('Organization not found');
  const members = await em.count(OrganizationMember, {
    organization: organizationId,
    user: { email },
    status: 'active',
  });
  if (members > 0) throw memberErrors.alreadyMember();
  const waiting = await em.count(OrganizationInvitation, {
    organization: organizationId,
    email,
    acceptedAt: null,
    revokedAt: null,
    expiresAt: { $gt: new Date(now) },
  });
  if (waiting > 0) throw memberErrors.invitationPending();
  const { token, tokenHash } = newInvitationToken();
  const invitation = em.create(OrganizationInvitation, {
    organization,
    email,
    role,
    tokenHash,
    sentAt: new Date(now),
    expiresAt: new Date(now + INVITATION_TTL_MS),
    invitedBy: action.actor.userId,
    acceptedAt: null,
    acceptedBy: null,
    revokedAt: null,
  });
  audit(em, action, AUDIT_ACTIONS.memberInvited, invitation);
  await sendInvitationMail({
    em,
    mail: action.mail,
    email,
    role,
    organizationName: organization.name,
    inviterId: action.actor.userId,
    token,
  });
  return answer(action, invitation.id);
}

/** Do not loosen: looked up within the organization the permission was checked in (another's: 404). */
async function findOpenInvitation(
  action: TInvitationAction & { invitationId: string },
): Promise<TOrganizationInvitation> {
  const invitation = await action.em.findOne(
    OrganizationInvitation,
    { id: action.invitationId, organization: action.organizationId },
    { populate: ['organization'] },
  );
  if (invitation === null) throw memberErrors.invitationNotFound();
  if (invitation.acceptedAt !== null) throw memberErrors.invitationUsed();
  return invitation;
}

/** The open (neither accepted nor revoked) invitation's row, changed only if it is still open. */
async function updateOpen(
  em: EntityManager,
  invitationId: string,
  changes: Partial<Pick<TOrganizationInvitation, 'tokenHash' | 'sentAt' | 'expiresAt' | 'revokedAt'>>,
): Promise<boolean> {
  const updated = await em.nativeUpdate(
    OrganizationInvitation,
    { id: invitationId, acceptedAt: null, revokedAt: null },
    { ...changes, updatedAt: new Date() },
  );
  return updated === 1;
}

/**
 * Sends an open invitation again (an expired one too) with a new link valid INVITATION_TTL_MS from now;
 * its older link stops working, since only the new token's hash is kept. At most one mail a minute per
 * address, as for every mail with a link.
 */
export async function resendInvitation(
  action: TInvitationAction & { invitationId: string },
): Promise<TInvitation> {
  const invitation = await findOpenInvitation(action);
  await assertMayOffer(action, invitation.role);
  if (invitation.revokedAt !== null) throw memberErrors.invitationRevoked();
  const { em, now } = action;
  if (await action.mail.wasSentRecently({ em, to: invitation.email, purpose: 'organization_invitation' })) {
    throw new DomainError(
      ERROR_CODES.rateLimited,
      'An invitation went to this address a moment ago: wait a minute before sending it again',
    );
  }
  const { token, tokenHash } = newInvitationToken();
  const isRenewed = await updateOpen(em, invitation.id, {
    tokenHash,
    sentAt: new Date(now),
    expiresAt: new Date(now + INVITATION_TTL_MS),
  });
  if (!isRenewed) throw DomainError.conflict('This invitation changed meanwhile: reload and try again');
  audit(em, action, AUDIT_ACTIONS.memberInvitationResent, invitation);
  await sendInvitationMail({
    em,
    mail: action.mail,
    email: invitation.email,
    role: invitation.role,
    organizationName: invitation.organization.name,
    inviterId: action.actor.userId,
    token,
  });
  return answer(action, invitation.id);
}

/** Withdraws an open invitation: its link answers "revoked" from now on. Revoking twice changes nothing. */
export async function revokeInvitation(action: TInvitationAction & { invitationId: string }): Promise<void> {
  const invitation = await findOpenInvitation(action);
  await assertMayOffer(action, invitation.role);
  if (invitation.revokedAt !== null) return;
  if (!(await updateOpen(action.em, invitation.id, { revokedAt: new Date(action.now) }))) {
    throw DomainError.conflict('This invitation changed meanwhile: reload and try again');
  }
  audit(action.em, action, AUDIT_ACTIONS.memberInvitationRevoked, invitation);
  await action.em.flush();
}
