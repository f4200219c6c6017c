import { z } from 'zod';
import { HEX_COLOR_PATTERN } from '../theme/hex-color.ts';
import { isSupportPhone, MEMBER_ROLES, ORGANIZATION_PROFILE_LIMITS } from '../domain/organizations.ts';
import { CUSTOM_CSS_MAX_LENGTH } from '../domain/white-label.ts';

export * from '../domain/organizations.ts';

export const ZHexColor = z.string().regex(HEX_COLOR_PATTERN, 'Must be a hex colour such as #1a2b3c');

export const ORGANIZATION_STATUSES = ['active', 'pending', 'suspended'] as const;
export const ZOrganizationStatus = z.enum(ORGANIZATION_STATUSES);
export type TOrganizationStatus = z.infer<typeof ZOrganizationStatus>;

/** Slugs appear in URLs (/client/{slug}); keep them lowercase, url-safe and short. */
/** Slugs that are words of the api's own paths. */
export const RESERVED_ORGANIZATION_SLUGS: readonly string[] = ['current'];

export const ZOrganizationSlug = z
  .string()
  .min(2)
  .max(63)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Lowercase letters, digits and inner hyphens only')
  // `current` names the organization of the request's own domain (GET /api/public/organizations/current).
  .refine((slug) => !RESERVED_ORGANIZATION_SLUGS.includes(slug), 'This slug is reserved');

/** The branding an organization shows on its pages. */
export const ZOrganizationTheme = z.object({
  primaryColor: ZHexColor,
  secondaryColor: ZHexColor,
  accentColor: ZHexColor,
  backgroundColor: ZHexColor,
  textColor: ZHexColor,
  // do not loosen: these values end up in CSS and in <img src>; anything wider opens injection.
  fontFamily: z
    .string()
    .max(200)
    .regex(/^[\w\s,'"-]+$/, 'Letters, digits, spaces, commas, quotes and hyphens only')
    .nullable(),
  logoUrl: z.url({ protocol: /^https?$/, error: 'Must be an http(s) address' }).nullable(),
  // Stored only once sanitized (the api's custom-css.ts): scoped, allow-listed, no url() but own assets.
  customCss: z.string().max(CUSTOM_CSS_MAX_LENGTH).nullable(),
});
export type TOrganizationTheme = z.infer<typeof ZOrganizationTheme>;

const ZHttpsUrl = z.url({ protocol: /^https$/, error: 'Must be an https:// address' }).max(500);

/**
 * The organization's own analytics script and marketing pixel. The landing
 * loads them only after the visitor accepts that category; the page's security policy must also
 * allow their origin (TRACKING_SCRIPT_ORIGINS). None by default.
 */
export const ZTrackingScripts = z.object({
  analyticsScriptUrl: ZHttpsUrl.nullable(),
  marketingPixelUrl: ZHttpsUrl.nullable(),
});
export type TTrackingScripts = z.infer<typeof ZTrackingScripts>;

/**
 * The organization's public contact details from its profile, shown on its public pages (footer, legal
 * texts); null where the organization has not filled one in (the platform's own contact then applies).
 */
export const ZOrganizationContact = z.object({
  legalName: z.string().nullable(),
  registeredAddress: z.string().nullable(),
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
  supportHours: z.string().nullable(),
});
export type TOrganizationContact = z.infer<typeof ZOrganizationContact>;

/** Public branding: what an anonymous visitor of a tenant's pages may see. */
export const ZPublicOrganization = z.object({
  name: z.string(),
  slug: ZOrganizationSlug,
  theme: ZOrganizationTheme,
  tracking: ZTrackingScripts,
  contact: ZOrganizationContact,
});
export type TPublicOrganization = z.infer<typeof ZPublicOrganization>;

export const ZOrganizationSlugParams = z.object({ slug: ZOrganizationSlug });

/**
 * The status of the signed-in user's organization, for the status gate. Users without
 * an organization and admins get `active` (they bypass the gate); a missing status reads `pending`.
 * Any other stored value is passed through, so the gate can show "Accesso Limitato" with it.
 */
export const ZOrganizationStatusAnswer = z.object({ status: z.string() });
export type TOrganizationStatusAnswer = z.infer<typeof ZOrganizationStatusAnswer>;

/** One organization of the signed-in user, with the user's role in it. */
export const ZMyOrganization = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.string(),
  /** Admins see every organization with role admin; others their active memberships' role. */
  role: z.enum([...MEMBER_ROLES]),
  createdAt: z.iso.datetime(),
});
export const ZMyOrganizationList = z.object({ organizations: z.array(ZMyOrganization) });
export type TMyOrganization = z.infer<typeof ZMyOrganization>;

/** Admin: create an organization. */
export const ZCreateOrganizationRequest = z.object({
  name: z.string().trim().min(2).max(120),
  slug: ZOrganizationSlug,
  status: ZOrganizationStatus.default('active'),
  theme: ZOrganizationTheme.partial().optional(),
  tracking: ZTrackingScripts.partial().optional(),
});

/** Admin: update an organization by id. */
export const ZUpdateOrganizationRequest = z.object({
  name: z.string().trim().min(2).max(120).optional(),
  status: ZOrganizationStatus.optional(),
  theme: ZOrganizationTheme.partial().optional(),
  tracking: ZTrackingScripts.partial().optional(),
});

export const ZOrganizationIdParams = z.object({ id: z.string().min(1) });

export const ZOrganizationDetails = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.string(),
  theme: ZOrganizationTheme,
  tracking: ZTrackingScripts,
  createdAt: z.iso.datetime(),
});
export type TOrganizationDetails = z.infer<typeof ZOrganizationDetails>;

/** The organization's profile as its staff read it: its name and its public contact details. */
export const ZOrganizationProfile = ZOrganizationContact.extend({
  organizationId: z.string(),
  name: z.string(),
  updatedAt: z.iso.datetime(),
});
export type TOrganizationProfile = z.infer<typeof ZOrganizationProfile>;

const { nameMin, nameMax } = ORGANIZATION_PROFILE_LIMITS;

/** An optional text: trimmed, and empty (or only spaces) means none. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));
}

/**
 * The whole profile, as the form sends it (PUT replaces every field; an empty field clears it). The
 * support e-mail and phone are shown to the public and dialled from the landing, so their shape is
 * checked here rather than trusted.
 */
export const ZOrganizationProfileInput = z.object({
  name: z
    .string()
    .trim()
    .min(nameMin, `At least ${nameMin} characters`)
    .max(nameMax, `At most ${nameMax} characters`),
  legalName: optionalText(ORGANIZATION_PROFILE_LIMITS.legalName),
  registeredAddress: optionalText(ORGANIZATION_PROFILE_LIMITS.registeredAddress),
  supportEmail: optionalText(ORGANIZATION_PROFILE_LIMITS.supportEmail)
    .refine((value) => value === null || z.email().safeParse(value).success, 'Must be an e-mail address')
    .transform((value) => value?.toLowerCase() ?? null),
  supportPhone: optionalText(ORGANIZATION_PROFILE_LIMITS.supportPhone).refine(
    (value) => value === null || isSupportPhone(value),
    'Enter the number with its country code, such as +39 06 1234 5678',
  ),
  supportHours: optionalText(ORGANIZATION_PROFILE_LIMITS.supportHours),
});
export type TOrganizationProfileInput = z.input<typeof ZOrganizationProfileInput>;

export const ZOrganizationProfileParams = z.object({ organizationId: z.uuid() });
