import { z } from 'zod';
import { HEX_COLOR_PATTERN } from '../theme/hex-color.ts';
import {
  WHITE_LABEL_NOTE_MAX_LENGTH,
  WHITE_LABEL_REQUEST_STATUSES,
  WHITE_LABEL_TRADER_RANGES,
} from '../domain/white-label.ts';

export * from '../domain/white-label.ts';

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

/** The branding an organization shows on its pages (seed section 3, organizations). */
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
  customCss: z.string().max(50_000).nullable(),
});
export type TOrganizationTheme = z.infer<typeof ZOrganizationTheme>;

const ZHttpsUrl = z.url({ protocol: /^https$/, error: 'Must be an https:// address' }).max(500);

/**
 * The organization's own analytics script and marketing pixel (issue 4, cookie consent). The landing
 * loads them only after the visitor accepts that category; the page's security policy must also
 * allow their origin (TRACKING_SCRIPT_ORIGINS). None by default.
 */
export const ZTrackingScripts = z.object({
  analyticsScriptUrl: ZHttpsUrl.nullable(),
  marketingPixelUrl: ZHttpsUrl.nullable(),
});
export type TTrackingScripts = z.infer<typeof ZTrackingScripts>;

/** Public branding: what an anonymous visitor of a tenant's pages may see. */
export const ZPublicOrganization = z.object({
  name: z.string(),
  slug: ZOrganizationSlug,
  theme: ZOrganizationTheme,
  tracking: ZTrackingScripts,
});
export type TPublicOrganization = z.infer<typeof ZPublicOrganization>;

export const ZOrganizationSlugParams = z.object({ slug: ZOrganizationSlug });

/** `/white-label-checkout`: a firm asks for its own branded portal (issue 4). */
export const ZWhiteLabelRequest = z.object({
  companyName: z.string().trim().min(2, 'Enter the company name').max(200),
  contactName: z.string().trim().min(2, 'Enter your name').max(200),
  email: z.email('Enter a valid email address').max(320),
  phone: z.string().trim().max(40).optional(),
  website: z
    .url({ protocol: /^https?$/, error: 'Enter a web address such as https://example.com' })
    .max(500)
    .optional(),
  expectedTraders: z.enum(WHITE_LABEL_TRADER_RANGES),
  message: z.string().trim().max(4000).optional(),
});
export type TWhiteLabelRequest = z.input<typeof ZWhiteLabelRequest>;

export const ZWhiteLabelRequestStatus = z.enum(WHITE_LABEL_REQUEST_STATUSES);

/** A request as platform staff see it: what the firm sent, and where the follow-up stands. */
export const ZWhiteLabelRequestRecord = ZWhiteLabelRequest.extend({
  id: z.string(),
  status: ZWhiteLabelRequestStatus,
  createdAt: z.iso.datetime(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  message: z.string().nullable(),
  /** Staff only: never shown to the firm. */
  note: z.string().nullable(),
  /** When staff last changed the status or the note; null while nobody has handled the request. */
  handledAt: z.iso.datetime().nullable(),
  /** The email of the staff member who made that change (null once their account is gone). */
  handledBy: z.string().nullable(),
});
export type TWhiteLabelRequestRecord = z.infer<typeof ZWhiteLabelRequestRecord>;
export const ZWhiteLabelRequestPage = z.object({
  requests: z.array(ZWhiteLabelRequestRecord),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TWhiteLabelRequestPage = z.infer<typeof ZWhiteLabelRequestPage>;
export const ZWhiteLabelRequestPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: ZWhiteLabelRequestStatus.optional(),
});
export type TWhiteLabelRequestPageQuery = z.output<typeof ZWhiteLabelRequestPageQuery>;

export const ZWhiteLabelRequestIdParams = z.object({ id: z.uuid('Must be a request id') });

/**
 * Staff move a request along (any order; the same status again changes nothing). `note` replaces the
 * stored internal note when sent (an empty note removes it) and is kept as it is when left out.
 */
export const ZWhiteLabelRequestStatusChange = z.object({
  status: ZWhiteLabelRequestStatus,
  note: z.string().trim().max(WHITE_LABEL_NOTE_MAX_LENGTH).optional(),
});
export type TWhiteLabelRequestStatusChange = z.input<typeof ZWhiteLabelRequestStatusChange>;
