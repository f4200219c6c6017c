/**
 * Audit trail constants (who did what, from where), free of zod so front ends can import them at run time:
 * the activity log names every action in the reader's language and filters by them.
 */

/**
 * Every action the api records. A new action is added here; the activity log's texts
 * (shared/src/activity-log/i18n/en.ts) then fail to compile until it has a name in every language.
 */
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
  brandUpdated: 'brand_updated',
  brandLogoChanged: 'brand_logo_changed',
  /** The firm's tax rate its receipts print was set, changed or removed. */
  taxRateUpdated: 'tax_rate_updated',
  domainAdded: 'domain_added',
  domainChecked: 'domain_checked',
  domainRemoved: 'domain_removed',
  apiKeyCreated: 'api_key_created',
  apiKeyRevoked: 'api_key_revoked',
  webhookCreated: 'webhook_created',
  webhookUpdated: 'webhook_updated',
  webhookDeleted: 'webhook_deleted',
  webhookDeliveryReplayed: 'webhook_delivery_replayed',
  planCreated: 'plan_created',
  planUpdated: 'plan_updated',
  couponCreated: 'coupon_created',
  couponUpdated: 'coupon_updated',
  couponDeactivated: 'coupon_deactivated',
  ruleSetDraftStarted: 'rule_set_draft_started',
  ruleSetDraftSaved: 'rule_set_draft_saved',
  ruleSetDraftDiscarded: 'rule_set_draft_discarded',
  ruleSetScheduled: 'rule_set_scheduled',
  ruleSetUnscheduled: 'rule_set_unscheduled',
  ruleSetActivated: 'rule_set_activated',
  organizationMemberLinked: 'organization_member_linked',
  whiteLabelRequestUpdated: 'white_label_request_updated',
  whiteLabelRequestProvisioned: 'white_label_request_provisioned',
  ingestionKeyIssued: 'ingestion_key_issued',
  kycDocumentViewed: 'kyc_document_viewed',
  kycDecided: 'kyc_decided',
  payoutMethodSaved: 'payout_method_saved',
  payoutMethodDeleted: 'payout_method_deleted',
  payoutRequested: 'payout_requested',
  payoutApproved: 'payout_approved',
  payoutRejected: 'payout_rejected',
  payoutPaid: 'payout_paid',
  certificateRevoked: 'certificate_revoked',
  memberInvited: 'member_invited',
  memberInvitationResent: 'member_invitation_resent',
  memberInvitationRevoked: 'member_invitation_revoked',
  memberInvitationAccepted: 'member_invitation_accepted',
  memberRoleChanged: 'member_role_changed',
  memberDeactivated: 'member_deactivated',
  memberReactivated: 'member_reactivated',
  clientBlocked: 'client_blocked',
  clientUnblocked: 'client_unblocked',
  clientSessionsEnded: 'client_sessions_ended',
  clientVerificationResent: 'client_verification_resent',
  clientNoteAdded: 'client_note_added',
  clientsExported: 'clients_exported',
  disputeUpheld: 'dispute_upheld',
  disputeOverturned: 'dispute_overturned',
  orderRefunded: 'order_refunded',
  /** A trader's bank took an order's payment back (a dispute opened at the payment provider). */
  orderChargedBack: 'order_charged_back',
  /** The firm's own Stripe account was connected or its keys replaced (never the keys themselves). */
  paymentAccountConnected: 'payment_account_connected',
  /** The firm's own Stripe account was disconnected: checkout is back on the platform's provider. */
  paymentAccountDisconnected: 'payment_account_disconnected',
} as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** Every action value, for filters and the query's schema. */
export const AUDIT_ACTION_VALUES = Object.values(AUDIT_ACTIONS) as readonly TAuditAction[];

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
  'organization_domain',
  'api_key',
  'webhook',
  'plan',
  'rule_set',
  'coupon',
  'order',
] as const;
export type TAuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Whether the action took effect (a refused sign-in is a failure). */
export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type TAuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The largest page of the activity log (and the chunk its CSV export reads per statement is larger). */
export const ACTIVITY_PAGE_SIZE_MAX = 100;
