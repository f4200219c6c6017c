import type { EntityManager } from '@mikro-orm/core';
import type { TUser } from '../auth/user.entity.ts';
import { AuditEvent, type TAuditOutcome } from './audit-event.entity.ts';
import type { TClientInfo } from './client-info.ts';

export const AUDIT_ACTIONS = {
  signUp: 'sign_up',
  signIn: 'sign_in',
  /** A sign-in lock started (too many wrong passwords, or wrong second-factor codes). */
  accountLocked: 'account_locked',
  signOut: 'sign_out',
  refreshTokenReuse: 'refresh_token_reuse',
  sessionRevoked: 'session_revoked',
  /** A staff member ended another staff member's session from the security dashboard. */
  staffSessionRevoked: 'staff_session_revoked',
  emailVerified: 'email_verified',
  passwordResetRequested: 'password_reset_requested',
  passwordReset: 'password_reset',
  passwordChanged: 'password_changed',
  mfaEnabled: 'mfa_enabled',
  mfaDisabled: 'mfa_disabled',
  eliteAccess: 'elite_access',
  profileUpdated: 'profile_updated',
  adminBootstrap: 'admin_bootstrap',
  organizationCreated: 'organization_created',
  organizationUpdated: 'organization_updated',
  organizationProfileUpdated: 'organization_profile_updated',
  organizationMemberLinked: 'organization_member_linked',
  whiteLabelRequestUpdated: 'white_label_request_updated',
  ingestionKeyIssued: 'ingestion_key_issued',
  kycDocumentViewed: 'kyc_document_viewed',
  kycDecided: 'kyc_decided',
  payoutMethodSaved: 'payout_method_saved',
  payoutMethodDeleted: 'payout_method_deleted',
  payoutRequested: 'payout_requested',
  payoutApproved: 'payout_approved',
  payoutRejected: 'payout_rejected',
  payoutPaid: 'payout_paid',
} as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** The kinds of thing an action is done to, as the activity log filters them. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'organization',
  'member',
  'invitation',
  'trading_account',
  'dispute',
  'kyc_verification',
  'kyc_document',
  'payout',
  'certificate',
  'session',
] as const;
export type TAuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export type TAuditEventInput = {
  action: TAuditAction;
  outcome: TAuditOutcome;
  actor: TUser | string | null;
  client: TClientInfo;
  /** The organization a staff action was done in: its activity log lists the event. */
  organizationId?: string | null;
  /** What the action was done to. */
  target?: { type: TAuditTargetType; id: string } | null;
  /** Never secrets (passwords, tokens). */
  details?: Record<string, unknown>;
};

/** Queues an audit event in the unit of work; the caller's flush writes it with the change it describes. */
export function recordAuditEvent(em: EntityManager, input: TAuditEventInput): void {
  em.create(AuditEvent, {
    actor: input.actor,
    action: input.action,
    organization: input.organizationId ?? null,
    targetType: input.target?.type ?? null,
    targetId: input.target?.id ?? null,
    outcome: input.outcome,
    ip: input.client.ip,
    userAgent: input.client.userAgent,
    details: input.details ?? null,
  });
}
