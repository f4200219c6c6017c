import {
  API_KEY_ERROR_CODES,
  AUTH_ERROR_CODES,
  BILLING_ERROR_CODES,
  BRAND_ERROR_CODES,
  CERTIFICATE_ERROR_CODES,
  COUPON_ERROR_CODES,
  ERROR_CODES,
  KYC_ERROR_CODES,
  MEMBER_ERROR_CODES,
  PAYMENT_WEBHOOK_ERROR_CODES,
  TRADING_ERROR_CODES,
} from '@propdesk/shared/contracts';
import type { DomainError, TApiErrorCode } from '../errors/domain-error.ts';

/** The HTTP status of every error code: the one place where a domain refusal becomes a status. */
export const ERROR_STATUSES: Readonly<Record<TApiErrorCode, number>> = {
  [ERROR_CODES.badRequest]: 400,
  [ERROR_CODES.validation]: 400,
  [ERROR_CODES.unauthorized]: 401,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.conflict]: 409,
  [ERROR_CODES.rateLimited]: 429,
  [ERROR_CODES.internal]: 500,
  [ERROR_CODES.unavailable]: 503,

  [AUTH_ERROR_CODES.accountExists]: 409,
  [AUTH_ERROR_CODES.countryRestricted]: 422,
  [AUTH_ERROR_CODES.weakPassword]: 400,
  [AUTH_ERROR_CODES.invalidCredentials]: 401,
  [AUTH_ERROR_CODES.emailNotVerified]: 403,
  [AUTH_ERROR_CODES.staffOnClientPortal]: 403,
  [AUTH_ERROR_CODES.notAdmin]: 403,
  [AUTH_ERROR_CODES.wrongPortalType]: 403,
  [AUTH_ERROR_CODES.sessionExpired]: 401,
  [AUTH_ERROR_CODES.refreshRace]: 409,
  [AUTH_ERROR_CODES.invalidLink]: 400,
  [AUTH_ERROR_CODES.wrongCurrentPassword]: 400,
  // 401 when it fails a sign-in (see statusOf).
  [AUTH_ERROR_CODES.mfaInvalidCode]: 400,
  [AUTH_ERROR_CODES.mfaChallengeExpired]: 401,
  [AUTH_ERROR_CODES.mfaAlreadyEnabled]: 409,
  [AUTH_ERROR_CODES.mfaNotEnrolled]: 409,
  [AUTH_ERROR_CODES.mfaRequiredForRole]: 403,
  [AUTH_ERROR_CODES.notOrganizationStaff]: 403,
  [AUTH_ERROR_CODES.notSupportAgent]: 403,
  [AUTH_ERROR_CODES.eliteCodeInvalid]: 401,
  [AUTH_ERROR_CODES.eliteClosed]: 403,
  [AUTH_ERROR_CODES.elitePassRequired]: 403,
  [AUTH_ERROR_CODES.secondFactorRequired]: 403,
  [AUTH_ERROR_CODES.originNotAllowed]: 403,

  [TRADING_ERROR_CODES.planUnavailable]: 409,
  [TRADING_ERROR_CODES.idempotencyKeyReused]: 409,
  [TRADING_ERROR_CODES.orderNotPending]: 409,
  [TRADING_ERROR_CODES.tradingNotAllowed]: 409,
  [TRADING_ERROR_CODES.disputeExists]: 409,
  [TRADING_ERROR_CODES.disputeDecided]: 409,
  [TRADING_ERROR_CODES.breachNotReinstatable]: 409,
  [TRADING_ERROR_CODES.invalidSignature]: 401,
  [TRADING_ERROR_CODES.checkoutUnavailable]: 503,
  [TRADING_ERROR_CODES.streamLimitReached]: 429,
  [TRADING_ERROR_CODES.organizationInactive]: 403,

  [KYC_ERROR_CODES.underage]: 400,
  [KYC_ERROR_CODES.restrictedCountry]: 400,
  [KYC_ERROR_CODES.fileType]: 400,
  [KYC_ERROR_CODES.fileTooLarge]: 400,
  [KYC_ERROR_CODES.imageTooLarge]: 400,
  [KYC_ERROR_CODES.documentsMissing]: 400,
  [KYC_ERROR_CODES.notEditable]: 409,
  [KYC_ERROR_CODES.alreadyDecided]: 409,

  [CERTIFICATE_ERROR_CODES.revoked]: 410,
  [MEMBER_ERROR_CODES.lastOwner]: 409,
  [MEMBER_ERROR_CODES.ownersOnly]: 403,
  [MEMBER_ERROR_CODES.alreadyMember]: 409,
  [MEMBER_ERROR_CODES.invitationPending]: 409,
  [MEMBER_ERROR_CODES.invitationUsed]: 409,
  // Gone for good: the link cannot work again, only a new invitation (or a resend) helps.
  [MEMBER_ERROR_CODES.invitationExpired]: 410,
  [MEMBER_ERROR_CODES.invitationRevoked]: 410,
  [MEMBER_ERROR_CODES.invitationEmailMismatch]: 403,

  [BRAND_ERROR_CODES.logoType]: 400,
  [BRAND_ERROR_CODES.logoTooLarge]: 400,
  [BRAND_ERROR_CODES.logoDimensions]: 400,

  [COUPON_ERROR_CODES.invalid]: 409,
  [COUPON_ERROR_CODES.notStarted]: 409,
  [COUPON_ERROR_CODES.expired]: 409,
  [COUPON_ERROR_CODES.otherPlan]: 409,
  [COUPON_ERROR_CODES.usedUp]: 409,
  [COUPON_ERROR_CODES.traderLimit]: 409,

  [BILLING_ERROR_CODES.orderNotRefundable]: 409,
  [BILLING_ERROR_CODES.refundExceedsBalance]: 409,
  // The provider's answer, not ours: a gateway error, and nothing was recorded, so it can be retried.
  [BILLING_ERROR_CODES.refundFailed]: 502,
  [BILLING_ERROR_CODES.paymentAccountRefused]: 400,
  [BILLING_ERROR_CODES.paymentAccountUnreachable]: 502,

  [API_KEY_ERROR_CODES.invalid]: 401,
  [API_KEY_ERROR_CODES.scope]: 403,

  // 400, not 401: a provider treats any non-2xx as a failed delivery and retries it (Stripe's advice).
  [PAYMENT_WEBHOOK_ERROR_CODES.signatureInvalid]: 400,
  [PAYMENT_WEBHOOK_ERROR_CODES.timestampOutsideTolerance]: 400,
};

/** The status a domain refusal answers with: its code's, or 401 for a failed authentication. */
export function statusOf(error: DomainError): number {
  return error.isAuthenticationFailure ? 401 : ERROR_STATUSES[error.code];
}
