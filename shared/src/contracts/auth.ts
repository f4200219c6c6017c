import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.ts';
import { ZOrganizationSlug } from './organization.ts';

/** Seed section 3: profile roles. Only the server ever sets one; sign-up always creates `client`. */
export const PROFILE_ROLES = ['admin', 'manager', 'client', 'agent'] as const;
export type TProfileRole = (typeof PROFILE_ROLES)[number];

/** Seed section 3: which portal a person signed up through. */
export const PORTAL_TYPES = ['organization', 'client'] as const;
export type TPortalType = (typeof PORTAL_TYPES)[number];

/** The sign-in pages of seed section 2; each applies its own refusals on the server. */
export const SIGN_IN_PORTALS = ['client', 'admin', 'organization', 'support-agent'] as const;
export type TSignInPortal = (typeof SIGN_IN_PORTALS)[number];

/** Current guidance (NIST SP 800-63B, OWASP): length, no composition rules; replaces the seed's 6. */
export const PASSWORD_POLICY = { minLength: 12, maxLength: 128 } as const;

export const ZEmail = z
  .email()
  .max(254)
  .transform((email) => email.trim().toLowerCase());

/** Shape only; the server also refuses common passwords and explains why (WEAK_PASSWORD details). */
export const ZNewPassword = z.string().min(PASSWORD_POLICY.minLength).max(PASSWORD_POLICY.maxLength);

const ZName = z.string().trim().min(1).max(100);

/**
 * Seed section 3, sign-up form payload and metadata. Anything else a client sends (role, organization
 * id) is ignored: do not add fields here that let a client choose its own rights.
 */
export const ZSignUpRequest = z.object({
  email: ZEmail,
  password: ZNewPassword,
  firstName: ZName,
  lastName: ZName,
  // Any two-letter code is accepted here so a restricted one gets its own clear refusal, not a
  // generic validation error.
  country: z.string().regex(/^[A-Z]{2}$/, 'Two-letter country code'),
  phone: z.string().trim().max(32).optional(),
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
 * Machine codes of identity errors (in the error body's `code`); the UI maps each to the seed's text.
 * The generic codes of ERROR_CODES still apply (VALIDATION_ERROR, RATE_LIMITED, …).
 */
export const AUTH_ERROR_CODES = {
  /** 409; the UI shows "Account Already Exists". */
  accountExists: 'ACCOUNT_EXISTS',
  /** 422; the country is on the restricted list. */
  countryRestricted: 'COUNTRY_RESTRICTED',
  /** 400; details.reasons lists why (too short, too common, …). */
  weakPassword: 'WEAK_PASSWORD',
  /** 401; wrong email or password, unknown email and locked account alike. */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** 403; the address is not verified yet. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** 403; admin or manager on the client portal (seed: "Access Denied"). */
  staffOnClientPortal: 'STAFF_ON_CLIENT_PORTAL',
  /** 403; not an admin or manager on the admin portal. */
  notAdmin: 'ADMIN_PORTAL_NOT_AUTHORIZED',
  /** 403; an admin-role profile registered for the organization or client portal. */
  wrongPortalType: 'ADMIN_PORTAL_WRONG_PORTAL_TYPE',
  /** 401; the refresh cookie is missing, expired, revoked or reused. */
  sessionExpired: 'SESSION_EXPIRED',
} as const;
export type TAuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];
