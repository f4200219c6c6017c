/** Members, roles and invitations (docs: Members), free of zod so front ends can import them at run time. */
import type { TMemberRole } from './organizations.ts';

/**
 * The roles of the people who run an organization, highest first: what the members page lists and what
 * an invitation may offer. Members with the role `user` are the firm's traders (the clients page).
 */
export const STAFF_MEMBER_ROLES = [
  'owner',
  'admin',
  'manager',
  'agent',
] as const satisfies readonly TMemberRole[];
export type TStaffMemberRole = (typeof STAFF_MEMBER_ROLES)[number];

/** An invitation link works this long after it was sent (or sent again). */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

/**
 * Where an invitation stands: waiting for its person, past its 7 days unused, accepted (its link is
 * spent) or revoked by the organization.
 */
export const INVITATION_STATES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type TInvitationState = (typeof INVITATION_STATES)[number];

/** Machine codes of member and invitation refusals, mapped to translated texts by the front ends. */
export const MEMBER_ERROR_CODES = {
  /** 409; the change would leave the organization without an active owner. */
  lastOwner: 'LAST_OWNER',
  /** 403; making, changing or removing an owner needs the members.manageOwners permission. */
  ownersOnly: 'OWNERS_ONLY',
  /** 409; the address already belongs to an active member (staff or trader) of the organization. */
  alreadyMember: 'ALREADY_MEMBER',
  /** 409; a pending invitation for this address exists: send it again instead. */
  invitationPending: 'INVITATION_PENDING',
  /** 409; the invitation was accepted already: its link works once. */
  invitationUsed: 'INVITATION_USED',
  /** 410; the invitation is older than its 7 days. */
  invitationExpired: 'INVITATION_EXPIRED',
  /** 410; the organization revoked the invitation. */
  invitationRevoked: 'INVITATION_REVOKED',
  /** 403; the signed-in person's address is not the one invited. */
  invitationEmailMismatch: 'INVITATION_EMAIL_MISMATCH',
} as const;
export type TMemberErrorCode = (typeof MEMBER_ERROR_CODES)[keyof typeof MEMBER_ERROR_CODES];

/** The state of an invitation from its instants, `now` in epoch milliseconds. */
export function invitationStateOf(
  invitation: { acceptedAt: number | null; revokedAt: number | null; expiresAt: number },
  now: number,
): TInvitationState {
  if (invitation.acceptedAt !== null) return 'accepted';
  if (invitation.revokedAt !== null) return 'revoked';
  return invitation.expiresAt <= now ? 'expired' : 'pending';
}
