/** Notification constants, free of zod so front ends can import them at run time. */

/** The part of the portal a notification belongs to: its bell, its page and where a click leads. */
export const NOTIFICATION_AREAS = ['trader', 'organization', 'admin'] as const;
export type TNotificationArea = (typeof NOTIFICATION_AREAS)[number];

/**
 * What a notification is about. Every type has one definition in the api (who receives it, its texts, its
 * link); the affiliate and payout types keep the names firms already know from their affiliate program.
 */
export const NOTIFICATION_TYPES = [
  'allowance_warning',
  'breach',
  'objective_met',
  'phase_passed',
  'account_opened',
  'dispute_filed',
  'dispute_decided',
  'organization_status_changed',
  'new_device_sign_in',
  'new_affiliate_application',
  'affiliate_approved',
  'payout_request',
  'payout_processed',
  'certificate_issued',
  'certificate_revoked',
  'kyc_submitted',
  'kyc_approved',
  'kyc_rejected',
  'trader_payout_requested',
  'trader_payout_approved',
  'trader_payout_rejected',
  'trader_payout_paid',
  'member_role_changed',
  'member_deactivated',
  'member_reactivated',
  'client_sign_in_blocked',
  'client_sign_in_restored',
  'client_sessions_ended',
  'client_signed_up',
  'receipt_issued',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Mail preferences are kept per category. In-app notifications are always on; `security` mails are
 * always sent, so it is not among the categories a person can switch off.
 */
export const NOTIFICATION_CATEGORIES = [
  'trading_alerts',
  'account_lifecycle',
  'payouts',
  'affiliate',
  'support',
  'product_news',
  'security',
] as const;
export type TNotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const MAIL_PREFERENCE_CATEGORIES = [
  'trading_alerts',
  'account_lifecycle',
  'payouts',
  'affiliate',
  'support',
  'product_news',
] as const satisfies readonly TNotificationCategory[];
export type TMailPreferenceCategory = (typeof MAIL_PREFERENCE_CATEGORIES)[number];

/**
 * Where a click on a notification leads, resolved by the area it is shown in: the account page, the
 * area's affiliates or payouts page, the trader's certificates or receipts, or the area's home.
 */
export const NOTIFICATION_LINK_PAGES = [
  'account',
  'affiliates',
  'payouts',
  'certificates',
  'receipts',
  'home',
] as const;
export type TNotificationLinkPage = (typeof NOTIFICATION_LINK_PAGES)[number];

/** The bell lists this many of the newest; more are on the notifications page. */
export const BELL_LIST_SIZE = 10;
/** Above this the badge reads "99+". */
export const BELL_BADGE_MAX = 99;
