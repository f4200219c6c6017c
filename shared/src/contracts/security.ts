import { z } from 'zod';
import { MEMBER_ROLES } from '../domain/organizations.ts';

export * from '../domain/security.ts';

const ZPerson = z.object({ userId: z.string(), name: z.string(), email: z.string() });

/** A staff member (every active member but the firm's traders) and whether their sign-in has a second factor. */
export const ZSecurityStaffMember = ZPerson.extend({
  role: z.enum([...MEMBER_ROLES]),
  hasSecondFactor: z.boolean(),
});

/** A live session of a staff member: a signed-in browser. */
export const ZSecurityStaffSession = ZPerson.extend({
  id: z.string(),
  role: z.enum([...MEMBER_ROLES]),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  startedAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** Whether this session's sign-in passed a second factor. */
  hasSecondFactor: z.boolean(),
  /** The caller's own session (ending it signs the caller out). */
  isCurrent: z.boolean(),
});

/** One UTC day of failed sign-ins and of sign-in locks among the firm's people (staff and traders). */
export const ZSecuritySignInDay = z.object({
  day: z.iso.date(),
  failures: z.number().int().nonnegative(),
  lockouts: z.number().int().nonnegative(),
});

/** The firm's signing secret for its platform bridges, without the secret. */
export const ZSecurityIngestionKey = z.object({
  exists: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
  rotatedAt: z.iso.datetime().nullable(),
  /** To the minute: the last delivery that verified with it. */
  lastUsedAt: z.iso.datetime().nullable(),
});

export const ZSecurityAction = z.object({
  id: z.string(),
  action: z.string(),
  outcome: z.enum(['success', 'failure']),
  at: z.iso.datetime(),
  /** Null when the person was deleted since. */
  actor: ZPerson.nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
});

/** GET /organizations/:organizationId/security: the organization's security dashboard. */
export const ZSecurityDashboard = z.object({
  generatedAt: z.iso.datetime(),
  staff: z.array(ZSecurityStaffMember),
  sessions: z.array(ZSecurityStaffSession),
  signIns: z.object({
    /** The last SECURITY_SIGN_IN_DAYS UTC days, oldest first, today included; days without any read 0. */
    days: z.array(ZSecuritySignInDay),
    failures: z.number().int().nonnegative(),
    lockouts: z.number().int().nonnegative(),
  }),
  ingestionKey: ZSecurityIngestionKey,
  /** The latest SECURITY_RECENT_ACTIONS events of SENSITIVE_AUDIT_ACTIONS in the organization, newest first. */
  recentActions: z.array(ZSecurityAction),
});
export type TSecurityDashboard = z.infer<typeof ZSecurityDashboard>;
export type TSecurityStaffSession = z.infer<typeof ZSecurityStaffSession>;
export type TSecurityStaffMember = z.infer<typeof ZSecurityStaffMember>;
export type TSecurityAction = z.infer<typeof ZSecurityAction>;

export const ZSecurityParams = z.object({ organizationId: z.uuid() });
export const ZSecuritySessionParams = ZSecurityParams.extend({ sessionId: z.uuid() });
