/** Membership constants, free of zod so front ends can import them at run time. */

/** Roles inside one organization; a new member is a `user` unless given another role. */
export const MEMBER_ROLES = ['owner', 'admin', 'manager', 'agent', 'user'] as const;
export type TMemberRole = (typeof MEMBER_ROLES)[number];
/** Members who run an organization and sign in at /organization/auth. */
export const ORGANIZATION_STAFF_ROLES: readonly TMemberRole[] = ['owner', 'admin', 'manager'];

export const MEMBER_STATUSES = ['active', 'invited', 'suspended'] as const;
export type TMemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * Sizes of the organization's profile (its columns and its validation). An address may take several
 * lines; support hours are a short free text ("Mon–Fri 9:00–18:00 CET").
 */
export const ORGANIZATION_PROFILE_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  legalName: 200,
  registeredAddress: 500,
  supportEmail: 254,
  supportPhone: 32,
  supportHours: 200,
} as const;

/** A phone number in international form: `+`, a country code, then digits with spaces, dashes or brackets. */
export const SUPPORT_PHONE_PATTERN = /^\+[1-9][0-9 ()-]*[0-9]$/;

/** E.164 allows at most 15 digits (country code included); fewer than 8 is no reachable number. */
export function isSupportPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return SUPPORT_PHONE_PATTERN.test(value) && digits >= 8 && digits <= 15;
}
