/** The security dashboard's constants, free of zod so front ends can import them at run time. */

/** Days of failed sign-ins and lock-outs the dashboard charts, today included. */
export const SECURITY_SIGN_IN_DAYS = 30;

/** How many sensitive actions the dashboard lists. */
export const SECURITY_RECENT_ACTIONS = 20;

/**
 * Audit actions an organization's security dashboard lists as sensitive: changes to who the firm is and
 * how it is reached, its bridges' secret, who joins the staff and with which role, sessions ended and
 * sign-ins blocked by staff, client lists exported, identity documents opened, identity or payout
 * decisions, breaches voided and certificates revoked. Documented in docs/security.md (Security dashboard); a new staff action that
 * touches money, identity, access or the firm's public face is added here.
 */
export const SENSITIVE_AUDIT_ACTIONS = [
  'organization_updated',
  'organization_profile_updated',
  'brand_updated',
  'brand_logo_changed',
  'domain_added',
  'domain_removed',
  'api_key_created',
  'api_key_revoked',
  'webhook_created',
  'webhook_deleted',
  'plan_created',
  'plan_updated',
  'rule_set_scheduled',
  'rule_set_activated',
  'ingestion_key_issued',
  'staff_session_revoked',
  'kyc_document_viewed',
  'kyc_decided',
  'payout_approved',
  'payout_rejected',
  'payout_paid',
  'member_invited',
  'member_invitation_accepted',
  'member_role_changed',
  'member_deactivated',
  'member_reactivated',
  'client_blocked',
  'client_unblocked',
  'client_sessions_ended',
  'clients_exported',
  'dispute_overturned',
  'certificate_revoked',
] as const;
export type TSensitiveAuditAction = (typeof SENSITIVE_AUDIT_ACTIONS)[number];
