import type { TNotificationType } from '@propdesk/shared/contracts';
import type { TNotificationDefinition } from '../notification-definition.ts';
import { accountOpened } from './account-opened.ts';
import { affiliateApproved } from './affiliate-approved.ts';
import { payoutProcessed, payoutRequest } from './affiliate-payout.ts';
import { allowanceWarning } from './allowance-warning.ts';
import { breach } from './breach.ts';
import { certificateIssued } from './certificate-issued.ts';
import { certificateRevoked } from './certificate-revoked.ts';
import { clientSessionsEnded, clientSignInBlocked, clientSignInRestored } from './client-sign-in.ts';
import { clientSignedUp } from './client-signed-up.ts';
import { disputeDecided } from './dispute-decided.ts';
import { disputeFiled } from './dispute-filed.ts';
import { kycApproved, kycRejected, kycSubmitted } from './kyc.ts';
import { memberDeactivated, memberReactivated, memberRoleChanged } from './member-changed.ts';
import { newAffiliateApplication } from './new-affiliate-application.ts';
import { newDeviceSignIn } from './new-device-sign-in.ts';
import { objectiveMet } from './objective-met.ts';
import { organizationStatusChanged } from './organization-status-changed.ts';
import { phasePassed } from './phase-passed.ts';
import { receiptIssued } from './receipt-issued.ts';
import {
  traderPayoutApproved,
  traderPayoutPaid,
  traderPayoutRejected,
  traderPayoutRequested,
} from './trader-payout.ts';

/** Every notification type's definition, by type: a new type is one file in this folder and a line here. */
export const NOTIFICATION_DEFINITIONS = {
  allowance_warning: allowanceWarning,
  breach,
  objective_met: objectiveMet,
  phase_passed: phasePassed,
  account_opened: accountOpened,
  dispute_filed: disputeFiled,
  dispute_decided: disputeDecided,
  organization_status_changed: organizationStatusChanged,
  new_device_sign_in: newDeviceSignIn,
  new_affiliate_application: newAffiliateApplication,
  affiliate_approved: affiliateApproved,
  payout_request: payoutRequest,
  payout_processed: payoutProcessed,
  certificate_issued: certificateIssued,
  certificate_revoked: certificateRevoked,
  kyc_submitted: kycSubmitted,
  kyc_approved: kycApproved,
  kyc_rejected: kycRejected,
  trader_payout_requested: traderPayoutRequested,
  trader_payout_approved: traderPayoutApproved,
  trader_payout_rejected: traderPayoutRejected,
  trader_payout_paid: traderPayoutPaid,
  member_role_changed: memberRoleChanged,
  member_deactivated: memberDeactivated,
  member_reactivated: memberReactivated,
  client_sign_in_blocked: clientSignInBlocked,
  client_sign_in_restored: clientSignInRestored,
  client_sessions_ended: clientSessionsEnded,
  client_signed_up: clientSignedUp,
  receipt_issued: receiptIssued,
} as const satisfies { [TType in TNotificationType]: { readonly type: TType } };

export type TNotificationPayloads = {
  [TType in TNotificationType]: (typeof NOTIFICATION_DEFINITIONS)[TType] extends TNotificationDefinition<
    infer P,
    TType
  >
    ? P
    : never;
};

/** The definition of a stored type, or null for a type this version does not know (a newer api wrote it). */
export function definitionOf(type: string): TNotificationDefinition<Record<string, unknown>> | null {
  return Object.hasOwn(NOTIFICATION_DEFINITIONS, type)
    ? (NOTIFICATION_DEFINITIONS[type as TNotificationType] as unknown as TNotificationDefinition<
        Record<string, unknown>
      >)
    : null;
}
