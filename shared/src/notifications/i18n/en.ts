/**
 * The English texts of the notifications list and its items (namespace `notifications`); es.ts and it.ts
 * follow this shape. The notifications' own titles and messages come from the api, already in the reader's
 * language.
 */
export const en = {
  unread: 'Unread',
  unreadCount_one: '{{count}} unread',
  unreadCount_other: '{{count}} unread',
  markAllRead: 'Mark all as read',
  deleteLabel: 'Delete notification: {{title}}',
  deleted: { title: 'Notification deleted', message: 'The notification has been removed' },
  deleteFailed: { title: 'Error', message: 'Failed to delete notification' },
  markAllFailed: { title: 'Error', message: 'Failed to mark the notifications as read' },
  filters: {
    status: 'Show',
    statuses: { all: 'All', unread: 'Unread', read: 'Read' },
    type: 'Type',
    allTypes: 'All types',
  },
  types: {
    allowance_warning: 'Allowance warning',
    breach: 'Rule breach',
    objective_met: 'Objective met',
    phase_passed: 'Phase passed',
    account_opened: 'Account opened',
    dispute_filed: 'Dispute filed',
    dispute_decided: 'Dispute decided',
    organization_status_changed: 'Organization status changed',
    new_device_sign_in: 'New device sign-in',
    new_affiliate_application: 'New affiliate application',
    affiliate_approved: 'Affiliate approved',
    payout_request: 'Payout request',
    payout_processed: 'Payout processed',
    certificate_issued: 'Certificate issued',
    certificate_revoked: 'Certificate revoked',
    kyc_submitted: 'Identity check to review',
    kyc_approved: 'Identity verified',
    kyc_rejected: 'Identity check rejected',
    trader_payout_requested: 'Payout requested',
    trader_payout_approved: 'Payout approved',
    trader_payout_rejected: 'Payout rejected',
    trader_payout_paid: 'Payout paid',
    member_role_changed: 'Role changed',
    member_deactivated: 'Access deactivated',
    member_reactivated: 'Access restored',
    client_sign_in_blocked: 'Account suspended',
    client_sign_in_restored: 'Account restored',
    client_sessions_ended: 'Signed out by support',
  },
  list: 'Notifications',
  empty: 'No notifications yet.',
  emptyFiltered: 'No notifications match these filters.',
  loadFailed: 'Could not load your notifications.',
  retry: 'Try again',
  pages: 'Notification pages',
};

export type NotificationsCatalog = typeof en;
