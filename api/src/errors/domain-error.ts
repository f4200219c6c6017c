import {
  ERROR_CODES,
  type TApiKeyErrorCode,
  type TAuthErrorCode,
  type TBillingErrorCode,
  type TBrandErrorCode,
  type TCertificateErrorCode,
  type TCouponErrorCode,
  type TErrorCode,
  type TKycErrorCode,
  type TMemberErrorCode,
  type TPaymentWebhookErrorCode,
  type TTradingErrorCode,
} from '@propdesk/shared/contracts';

/** Every machine code an error body can carry: the generic ones and each domain's own. */
export type TApiErrorCode =
  | TErrorCode
  | TAuthErrorCode
  | TTradingErrorCode
  | TKycErrorCode
  | TCertificateErrorCode
  | TCouponErrorCode
  | TMemberErrorCode
  | TBrandErrorCode
  | TApiKeyErrorCode
  | TPaymentWebhookErrorCode
  | TBillingErrorCode;

type TDomainErrorOptions = {
  details?: unknown;
  cause?: unknown;
  /**
   * The refusal fails an attempt to prove who someone is (a wrong one-time code at sign-in), rather
   * than refusing what a known person asked for (the same wrong code when confirming an authenticator).
   */
  isAuthenticationFailure?: boolean;
};

/**
 * What services throw to refuse a request: a machine code from the shared error codes, a message and
 * optional details, all sent to the client as written, so never put internals (SQL, ids of other
 * tenants, stack) in them. Services know nothing of HTTP: the error handler picks the status from the
 * code (http/error-statuses.ts).
 */
export class DomainError extends Error {
  readonly code: TApiErrorCode;
  readonly details: unknown;
  readonly isAuthenticationFailure: boolean;

  constructor(code: TApiErrorCode, message: string, options: TDomainErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.details = options.details;
    this.isAuthenticationFailure = options.isAuthenticationFailure ?? false;
  }

  static badRequest(message: string, details?: unknown): DomainError {
    return new DomainError(ERROR_CODES.badRequest, message, { details });
  }

  static unauthorized(message = 'Authentication required'): DomainError {
    return new DomainError(ERROR_CODES.unauthorized, message);
  }

  static forbidden(message = 'Not allowed'): DomainError {
    return new DomainError(ERROR_CODES.forbidden, message);
  }

  static notFound(message = 'Not found'): DomainError {
    return new DomainError(ERROR_CODES.notFound, message);
  }

  static conflict(message: string, details?: unknown): DomainError {
    return new DomainError(ERROR_CODES.conflict, message, { details });
  }
}
