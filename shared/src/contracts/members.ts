import { z } from 'zod';
import { INVITATION_STATES, STAFF_MEMBER_ROLES } from '../domain/members.ts';
import { MEMBER_STATUSES } from '../domain/organizations.ts';
import { ZEmail } from './auth.ts';

export * from '../domain/members.ts';

const ZId = z.uuid();
const ZInstant = z.iso.datetime();
const ZPage = z.coerce.number().int().min(1).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).default(20);
const ZStaffRole = z.enum(STAFF_MEMBER_ROLES);

/** The members page's query: a page of the staff, searched by name or email, filtered by role and status. */
export const ZMemberListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  role: ZStaffRole.optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TMemberListQuery = z.infer<typeof ZMemberListQuery>;

/** One person who runs the organization, as the members page lists them. */
export const ZStaffMember = z.object({
  /** The membership's id: what the role change and (de)activation name. */
  id: ZId,
  userId: ZId,
  name: z.string(),
  email: z.string(),
  role: ZStaffRole,
  status: z.enum(MEMBER_STATUSES),
  /** Whether the person has an authenticator turned on. */
  hasSecondFactor: z.boolean(),
  joinedAt: ZInstant,
  /** The start of their latest session, if the platform still remembers one. */
  lastSignInAt: ZInstant.nullable(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZMemberPage = z.object({
  members: z.array(ZStaffMember),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TMemberPage = z.infer<typeof ZMemberPage>;

/** A staff role below or at owner; a trader's role (`user`) is never given here. */
export const ZChangeMemberRole = z.object({ role: ZStaffRole });
export type TChangeMemberRole = z.infer<typeof ZChangeMemberRole>;

export const ZInviteMember = z.object({ email: ZEmail, role: ZStaffRole });
export type TInviteMember = z.infer<typeof ZInviteMember>;

export const ZInvitationListQuery = z.object({
  role: ZStaffRole.optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TInvitationListQuery = z.infer<typeof ZInvitationListQuery>;

/** An invitation as the organization sees it; its link's token is never part of it. */
export const ZInvitation = z.object({
  id: ZId,
  email: z.string(),
  role: ZStaffRole,
  state: z.enum(INVITATION_STATES),
  /** Who sent it, while they have an account. */
  invitedByName: z.string().nullable(),
  /** When its current link was sent (a resend replaces the link and the date). */
  sentAt: ZInstant,
  expiresAt: ZInstant,
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationPage = z.object({
  invitations: z.array(ZInvitation),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TInvitationPage = z.infer<typeof ZInvitationPage>;

/** The token of an invitation link: 32 random bytes, base64url. */
export const ZInvitationToken = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);
export const ZInvitationTokenParams = z.object({ token: ZInvitationToken });

/** What the holder of a link learns before signing in, and nothing else. */
export const ZPublicInvitation = z.object({
  organizationName: z.string(),
  role: ZStaffRole,
  email: z.string(),
  state: z.enum(INVITATION_STATES),
});
export type TPublicInvitation = z.infer<typeof ZPublicInvitation>;

export const ZAcceptedInvitation = z.object({
  organizationId: ZId,
  organizationName: z.string(),
  role: ZStaffRole,
  /**
   * The role needs a sign-in with a second factor (owners, admins, managers) and this session had none:
   * the person signs in again at the organization portal, where they set one up.
   */
  isSecondFactorNeeded: z.boolean(),
});
export type TAcceptedInvitation = z.infer<typeof ZAcceptedInvitation>;
