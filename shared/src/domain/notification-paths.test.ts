import { describe, expect, it } from '@jest/globals';
import type { TNotificationLink } from '../contracts/index.ts';
import {
  NOTIFICATION_AREAS,
  NOTIFICATION_TYPES,
  type TNotificationArea,
  type TNotificationType,
} from './notifications.ts';
import { notificationsPagePath, notificationTarget } from './notification-paths.ts';

const ACCOUNT_ID = '11111111-1111-4111-8111-111111111111';

/** The link the api sets for each type (the contract: affiliate and payout types, account types, the rest). */
const LINK_OF_TYPE: Record<TNotificationType, TNotificationLink> = {
  allowance_warning: { page: 'account', accountId: ACCOUNT_ID },
  breach: { page: 'account', accountId: ACCOUNT_ID },
  objective_met: { page: 'account', accountId: ACCOUNT_ID },
  phase_passed: { page: 'account', accountId: ACCOUNT_ID },
  account_opened: { page: 'account', accountId: ACCOUNT_ID },
  dispute_filed: { page: 'account', accountId: ACCOUNT_ID },
  dispute_decided: { page: 'account', accountId: ACCOUNT_ID },
  organization_status_changed: { page: 'home', accountId: null },
  new_device_sign_in: { page: 'home', accountId: null },
  new_affiliate_application: { page: 'affiliates', accountId: null },
  affiliate_approved: { page: 'affiliates', accountId: null },
  payout_request: { page: 'payouts', accountId: null },
  payout_processed: { page: 'payouts', accountId: null },
  certificate_issued: { page: 'certificates', accountId: null },
  certificate_revoked: { page: 'certificates', accountId: null },
  kyc_submitted: { page: 'home', accountId: null },
  kyc_approved: { page: 'home', accountId: null },
  kyc_rejected: { page: 'home', accountId: null },
  trader_payout_requested: { page: 'payouts', accountId: null },
  trader_payout_approved: { page: 'payouts', accountId: null },
  trader_payout_rejected: { page: 'payouts', accountId: null },
  trader_payout_paid: { page: 'payouts', accountId: null },
  member_role_changed: { page: 'home', accountId: null },
  member_deactivated: { page: 'home', accountId: null },
  member_reactivated: { page: 'home', accountId: null },
  client_sign_in_blocked: { page: 'home', accountId: null },
  client_sign_in_restored: { page: 'home', accountId: null },
  client_sessions_ended: { page: 'home', accountId: null },
  client_signed_up: { page: 'home', accountId: null },
  receipt_issued: { page: 'receipts', accountId: null },
};

/** Where each type leads in each area, spelled out. */
const EXPECTED: Record<TNotificationArea, Record<TNotificationType, string>> = {
  trader: {
    allowance_warning: `/accounts/${ACCOUNT_ID}`,
    breach: `/accounts/${ACCOUNT_ID}`,
    objective_met: `/accounts/${ACCOUNT_ID}`,
    phase_passed: `/accounts/${ACCOUNT_ID}`,
    account_opened: `/accounts/${ACCOUNT_ID}`,
    dispute_filed: `/accounts/${ACCOUNT_ID}`,
    dispute_decided: `/accounts/${ACCOUNT_ID}`,
    organization_status_changed: '/dashboard',
    new_device_sign_in: '/dashboard',
    new_affiliate_application: '/affiliate-program',
    affiliate_approved: '/affiliate-program',
    payout_request: '/payouts',
    payout_processed: '/payouts',
    certificate_issued: '/certificates',
    certificate_revoked: '/certificates',
    kyc_submitted: '/dashboard',
    kyc_approved: '/dashboard',
    kyc_rejected: '/dashboard',
    trader_payout_requested: '/payouts',
    trader_payout_approved: '/payouts',
    trader_payout_rejected: '/payouts',
    trader_payout_paid: '/payouts',
    member_role_changed: '/dashboard',
    member_deactivated: '/dashboard',
    member_reactivated: '/dashboard',
    client_sign_in_blocked: '/dashboard',
    client_sign_in_restored: '/dashboard',
    client_sessions_ended: '/dashboard',
    client_signed_up: '/dashboard',
    receipt_issued: '/profile',
  },
  organization: {
    allowance_warning: `/organization/accounts/${ACCOUNT_ID}`,
    breach: `/organization/accounts/${ACCOUNT_ID}`,
    objective_met: `/organization/accounts/${ACCOUNT_ID}`,
    phase_passed: `/organization/accounts/${ACCOUNT_ID}`,
    account_opened: `/organization/accounts/${ACCOUNT_ID}`,
    dispute_filed: `/organization/accounts/${ACCOUNT_ID}`,
    dispute_decided: `/organization/accounts/${ACCOUNT_ID}`,
    organization_status_changed: '/organization/dashboard',
    new_device_sign_in: '/organization/dashboard',
    new_affiliate_application: '/organization/affiliates',
    affiliate_approved: '/organization/affiliates',
    payout_request: '/organization/payouts',
    payout_processed: '/organization/payouts',
    certificate_issued: '/organization/dashboard',
    certificate_revoked: '/organization/dashboard',
    kyc_submitted: '/organization/dashboard',
    kyc_approved: '/organization/dashboard',
    kyc_rejected: '/organization/dashboard',
    trader_payout_requested: '/organization/payouts',
    trader_payout_approved: '/organization/payouts',
    trader_payout_rejected: '/organization/payouts',
    trader_payout_paid: '/organization/payouts',
    member_role_changed: '/organization/dashboard',
    member_deactivated: '/organization/dashboard',
    member_reactivated: '/organization/dashboard',
    client_sign_in_blocked: '/organization/dashboard',
    client_sign_in_restored: '/organization/dashboard',
    client_sessions_ended: '/organization/dashboard',
    client_signed_up: '/organization/dashboard',
    receipt_issued: '/organization/dashboard',
  },
  admin: {
    allowance_warning: '/admin/accounts',
    breach: '/admin/accounts',
    objective_met: '/admin/accounts',
    phase_passed: '/admin/accounts',
    account_opened: '/admin/accounts',
    dispute_filed: '/admin/accounts',
    dispute_decided: '/admin/accounts',
    organization_status_changed: '/admin/dashboard',
    new_device_sign_in: '/admin/dashboard',
    new_affiliate_application: '/admin/affiliates',
    affiliate_approved: '/admin/affiliates',
    payout_request: '/admin/payouts',
    payout_processed: '/admin/payouts',
    certificate_issued: '/admin/dashboard',
    certificate_revoked: '/admin/dashboard',
    kyc_submitted: '/admin/dashboard',
    kyc_approved: '/admin/dashboard',
    kyc_rejected: '/admin/dashboard',
    trader_payout_requested: '/admin/payouts',
    trader_payout_approved: '/admin/payouts',
    trader_payout_rejected: '/admin/payouts',
    trader_payout_paid: '/admin/payouts',
    member_role_changed: '/admin/dashboard',
    member_deactivated: '/admin/dashboard',
    member_reactivated: '/admin/dashboard',
    client_sign_in_blocked: '/admin/dashboard',
    client_sign_in_restored: '/admin/dashboard',
    client_sessions_ended: '/admin/dashboard',
    client_signed_up: '/admin/dashboard',
    receipt_issued: '/admin/dashboard',
  },
};

describe('notificationTarget', () => {
  const cases = NOTIFICATION_AREAS.flatMap((area) =>
    NOTIFICATION_TYPES.map((type) => [area, type, EXPECTED[area][type]] as const),
  );

  it.each(cases)('in the %s area, %s leads to %s', (area, type, path) => {
    expect(notificationTarget({ link: LINK_OF_TYPE[type] }, area)).toBe(path);
  });

  it.each(NOTIFICATION_AREAS)('in the %s area, an account link without an account leads home', (area) => {
    expect(notificationTarget({ link: { page: 'account', accountId: null } }, area)).toBe(
      EXPECTED[area].new_device_sign_in,
    );
  });

  it('routes by the link, not by the type name', () => {
    expect(notificationTarget({ link: { page: 'payouts', accountId: null } }, 'trader')).toBe('/payouts');
    expect(notificationTarget({ link: { page: 'home', accountId: null } }, 'admin')).toBe('/admin/dashboard');
  });

  it('names each area’s notifications page', () => {
    expect(NOTIFICATION_AREAS.map(notificationsPagePath)).toEqual([
      '/notifications',
      '/organization/notifications',
      '/admin/notifications',
    ]);
  });
});
