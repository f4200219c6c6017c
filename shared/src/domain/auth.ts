/** Identity constants, free of zod so front ends can import them without loading the schemas. */

/** Profile roles. Only the server ever sets one; sign-up always creates `client`. */
export const PROFILE_ROLES = ['admin', 'manager', 'client', 'agent'] as const;
export type TProfileRole = (typeof PROFILE_ROLES)[number];

/** Which portal a person signed up through. */
export const PORTAL_TYPES = ['organization', 'client'] as const;
export type TPortalType = (typeof PORTAL_TYPES)[number];

/** The portal's sign-in pages; each applies its own refusals on the server. */
export const SIGN_IN_PORTALS = ['client', 'admin', 'organization', 'support-agent'] as const;
export type TSignInPortal = (typeof SIGN_IN_PORTALS)[number];

/** A phone number as people type it: digits with an optional leading +, spaces, dashes and brackets. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,31}$/;

/** The platform's own staff: they use the admin area and run any organization through its Organization View. */
export const PLATFORM_STAFF_ROLES: readonly TProfileRole[] = ['admin', 'manager'];

/** Roles that must pass a second factor (TOTP) at every sign-in; optional for everyone else. */
export const MFA_REQUIRED_ROLES: readonly TProfileRole[] = ['admin', 'manager'];

/** Sign-in answers one of these instead of a session when the password matched but a second factor is due. */
export const MFA_CHALLENGES = ['required', 'enrolment_required'] as const;
export type TMfaChallenge = (typeof MFA_CHALLENGES)[number];

/** RFC 6238 defaults, which every authenticator app supports. */
export const TOTP_DIGITS = 6;

/** Current guidance (NIST SP 800-63B, OWASP): a minimum length, no composition rules. */
export const PASSWORD_POLICY = { minLength: 12, maxLength: 128 } as const;

/**
 * Machine codes of identity errors (in the error body's `code`); the UI maps each to its own text.
 * The generic codes of ERROR_CODES still apply (VALIDATION_ERROR, RATE_LIMITED, …).
 */
export const AUTH_ERROR_CODES = {
  /**
   * 409; the UI shows "Account Already Exists". Never answered to an anonymous sign-up (that would tell
   * anyone which addresses are registered): only to a caller entitled to know, such as staff adding a person.
   */
  accountExists: 'ACCOUNT_EXISTS',
  /** 422; the country is on the restricted list. */
  countryRestricted: 'COUNTRY_RESTRICTED',
  /** 400; details.reasons lists why (too short, too common, …). */
  weakPassword: 'WEAK_PASSWORD',
  /** 401; wrong email or password, unknown email and locked account alike. */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** 403; the address is not verified yet. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** 403; admin or manager on the client portal; the UI shows "Access Denied". */
  staffOnClientPortal: 'STAFF_ON_CLIENT_PORTAL',
  /** 403; not an admin or manager on the admin portal. */
  notAdmin: 'ADMIN_PORTAL_NOT_AUTHORIZED',
  /** 403; an admin-role profile registered for the organization or client portal. */
  wrongPortalType: 'ADMIN_PORTAL_WRONG_PORTAL_TYPE',
  /** 401; the refresh cookie is missing, expired, revoked or reused. */
  sessionExpired: 'SESSION_EXPIRED',
  /** 409; another tab of this browser refreshed the session a moment ago: retry with the new cookie. */
  refreshRace: 'REFRESH_RACE',
  /** 400; a verification or reset link that is unknown, used or expired. */
  invalidLink: 'INVALID_OR_EXPIRED_LINK',
  /** 400; change password with a wrong current password. */
  wrongCurrentPassword: 'WRONG_CURRENT_PASSWORD',
  /** 401 at sign-in, 400 when confirming an enrolment: the one-time code (or recovery code) is wrong. */
  mfaInvalidCode: 'MFA_INVALID_CODE',
  /** 401; the second-factor step of a sign-in is unknown or older than its few minutes. */
  mfaChallengeExpired: 'MFA_CHALLENGE_EXPIRED',
  /** 409; enrolment started while an authenticator is already on. */
  mfaAlreadyEnabled: 'MFA_ALREADY_ENABLED',
  /** 409; confirming or disabling when there is nothing to confirm or disable. */
  mfaNotEnrolled: 'MFA_NOT_ENROLLED',
  /** 403; admins and managers cannot turn their authenticator off. */
  mfaRequiredForRole: 'MFA_REQUIRED_FOR_ROLE',
  /** 403; the organization portal without an active owner, admin or manager membership. */
  notOrganizationStaff: 'ORGANIZATION_PORTAL_NOT_AUTHORIZED',
  /** 403; the support-agent portal without an active agent membership. */
  notSupportAgent: 'SUPPORT_AGENT_PORTAL_NOT_AUTHORIZED',
  /** 401; the elite access code is wrong. */
  eliteCodeInvalid: 'ELITE_CODE_INVALID',
  /** 403; no elite access code is configured on this installation. */
  eliteClosed: 'ELITE_ACCESS_CLOSED',
  /** 403; joining or reading the elite organization without a valid elite pass. */
  elitePassRequired: 'ELITE_PASS_REQUIRED',
  /** 403; a staff route called from a session that did not pass a second factor: sign in again. */
  secondFactorRequired: 'SECOND_FACTOR_REQUIRED',
  /** 403; a cookie-authenticated request sent from a page that is not one of the portal's origins. */
  originNotAllowed: 'ORIGIN_NOT_ALLOWED',
} as const;
export type TAuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];
