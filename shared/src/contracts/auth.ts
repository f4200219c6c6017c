import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.ts';
import { ZOrganizationSlug } from './organizations.ts';
import {
  MFA_CHALLENGES,
  PASSWORD_POLICY,
  PHONE_PATTERN,
  PORTAL_TYPES,
  PROFILE_ROLES,
  SIGN_IN_PORTALS,
  TOTP_DIGITS,
} from '../domain/auth.ts';

export * from '../domain/auth.ts';

export const ZEmail = z
  .email()
  .max(254)
  .transform((email) => email.trim().toLowerCase());

/** Shape only; the server also refuses common passwords and explains why (WEAK_PASSWORD details). */
export const ZNewPassword = z.string().min(PASSWORD_POLICY.minLength).max(PASSWORD_POLICY.maxLength);

export const ZPersonName = z.string().trim().min(1).max(100);

export const ZPhone = z
  .string()
  .trim()
  .max(32)
  .regex(PHONE_PATTERN, 'Enter a phone number with its country code, such as +39 06 1234 5678');

/**
 * The sign-up form's payload and metadata. Anything else a client sends (role, organization
 * id) is ignored: do not add fields here that let a client choose its own rights.
 */
export const ZSignUpRequest = z.object({
  email: ZEmail,
  password: ZNewPassword,
  firstName: ZPersonName,
  lastName: ZPersonName,
  // Any two-letter code is accepted here so a restricted one gets its own clear refusal, not a
  // generic validation error.
  country: z.string().regex(/^[A-Z]{2}$/, 'Two-letter country code'),
  // Optional: an empty field counts as none.
  phone: ZPhone.or(z.literal('')).optional(),
  referralCode: z.string().trim().max(64).optional(),
  /** The tenant whose /client/{slug} page the person signed up on. */
  clientOrganizationSlug: ZOrganizationSlug.optional(),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type TSignUpRequest = z.input<typeof ZSignUpRequest>;

export const ZSignUpResponse = z.object({
  /** Sign-up never signs in: the address must be verified first ("check your email"). */
  status: z.literal('verification_sent'),
});

export const ZSignInRequest = z.object({
  email: ZEmail,
  // Not the new-password rule: an old account may have a shorter password, and the error must not
  // reveal anything about the account.
  password: z.string().min(1).max(PASSWORD_POLICY.maxLength),
  portal: z.enum(SIGN_IN_PORTALS),
});
export type TSignInRequest = z.input<typeof ZSignInRequest>;

export const ZSessionProfile = z.object({
  role: z.enum(PROFILE_ROLES),
  portalType: z.enum(PORTAL_TYPES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  /** The language of the person's mails; null: the default (English). */
  language: z.enum(SUPPORTED_LANGUAGES).nullable(),
  organizationId: z.string().nullable(),
  clientOrganizationSlug: z.string().nullable(),
});

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  profile: ZSessionProfile,
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/**
 * Answer of sign-in and refresh. The access token lives in the browser's memory only; the refresh
 * token travels in an httpOnly cookie and never appears in a body.
 */
export const ZSessionResponse = z.object({
  accessToken: z.string(),
  /** ISO time the access token expires; the browser refreshes ahead of it. */
  accessTokenExpiresAt: z.iso.datetime(),
  user: ZSessionUser,
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/**
 * Sign-in answer when the password matched but a second factor is due: `required` asks for a code
 * from the enrolled authenticator, `enrolment_required` (admins and managers without one) for setting
 * one up first. The token only ever completes this one sign-in, within minutes.
 */
export const ZMfaChallengeResponse = z.object({
  mfa: z.enum(MFA_CHALLENGES),
  mfaToken: z.string(),
  mfaTokenExpiresAt: z.iso.datetime(),
});
export type TMfaChallengeResponse = z.infer<typeof ZMfaChallengeResponse>;

export const ZSignInResponse = z.union([ZSessionResponse, ZMfaChallengeResponse]);
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export const ZTotpCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), `Enter the ${TOTP_DIGITS}-digit code`);
/** Recovery codes are shown as XXXXX-XXXXX; case, spaces and the dash are forgiven when typed back. */
export const ZRecoveryCode = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-9]{10}$/, 'Enter a recovery code such as ABCDE-23456'));

/** Second step of a sign-in: a code from the authenticator, or one of the recovery codes. */
export const ZMfaSignInRequest = z
  .object({
    mfaToken: z.string().min(1).max(2000),
    code: ZTotpCode.optional(),
    recoveryCode: ZRecoveryCode.optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    message: 'Send either a code or a recovery code',
  });
export type TMfaSignInRequest = z.input<typeof ZMfaSignInRequest>;

/** The session, plus the recovery codes when this sign-in just finished an enrolment (shown once). */
export const ZMfaSignInResponse = ZSessionResponse.extend({
  recoveryCodes: z.array(z.string()).optional(),
});
export type TMfaSignInResponse = z.infer<typeof ZMfaSignInResponse>;

export const ZMfaEnrolmentStartRequest = z.object({ mfaToken: z.string().min(1).max(2000) });

/** A new authenticator secret: scanned as a QR code or typed in by hand. */
export const ZMfaEnrolment = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** SVG QR code of otpauthUrl as a data URL, ready for an <img>. */
  qrCodeDataUrl: z.string(),
});
export type TMfaEnrolment = z.infer<typeof ZMfaEnrolment>;

export const ZMfaStatus = z.object({
  totp: z.enum(['off', 'pending', 'on']),
  /** Admins and managers: on at every sign-in and cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TMfaStatus = z.infer<typeof ZMfaStatus>;

export const ZMfaCodeRequest = z.object({ code: ZTotpCode });
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

export const ZActiveSession = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  isCurrent: z.boolean(),
});
export const ZActiveSessionList = z.object({ sessions: z.array(ZActiveSession) });
export type TActiveSession = z.infer<typeof ZActiveSession>;

/**
 * Links in mails carry two parameters, `token_hash` and `type`. A verification link
 * opens `/auth?token_hash=…&type=signup`, a reset link `/reset-password?token_hash=…&type=recovery`.
 */
export const EMAIL_LINK_TYPES = ['signup', 'recovery'] as const;
export const ZEmailTokenHash = z.string().min(20).max(200);

export const ZVerifyEmailRequest = z.object({ tokenHash: ZEmailTokenHash });

/** Always answered 202 with the same body, whether or not the address needs a new link. */
export const ZResendVerificationRequest = z.object({ email: ZEmail });

/** Always answered 202 with the same body, whether or not the address has an account. */
export const ZPasswordResetRequest = z.object({
  email: ZEmail,
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export const ZAcceptedResponse = z.object({ status: z.literal('accepted') });

/** GET check of a reset link before the form is shown (the page's "verifying link" state). */
export const ZResetLinkQuery = z.object({ tokenHash: ZEmailTokenHash });
export const ZResetLinkStatus = z.object({ status: z.enum(['valid', 'invalid']) });

export const ZPasswordResetConfirm = z.object({
  tokenHash: ZEmailTokenHash,
  type: z.literal('recovery'),
  password: ZNewPassword,
});

export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_POLICY.maxLength),
  newPassword: ZNewPassword,
});

/** A mail as the api's in-memory development mailbox (no SMTP configured) lists it, links included. */
export const ZOutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  purpose: z.string(),
  createdAt: z.iso.datetime(),
});
export const ZOutboxMailList = z.object({ mails: z.array(ZOutboxMail) });
export type TOutboxMail = z.infer<typeof ZOutboxMail>;
export type TResetLinkStatus = z.infer<typeof ZResetLinkStatus>;

/** `/admin/auth` shows "create first admin account" only while this is true: no admin exists yet. */
export const ZAdminBootstrapStatus = z.object({ canCreateFirstAdmin: z.boolean() });
export type TAdminBootstrapStatus = z.infer<typeof ZAdminBootstrapStatus>;

/**
 * Creating the first admin. `bootstrapToken` is the api's ADMIN_BOOTSTRAP_TOKEN, known only to whoever
 * runs the server, so a visitor who finds the page before the operator cannot take the platform.
 */
export const ZAdminBootstrapRequest = z.object({
  bootstrapToken: z.string().trim().min(1).max(512),
  email: ZEmail,
  password: ZNewPassword,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});
export type TAdminBootstrapRequest = z.input<typeof ZAdminBootstrapRequest>;
