/** `/white-label-checkout`: how many traders a firm expects in its first year (the request form). */
export const WHITE_LABEL_TRADER_RANGES = ['under_100', '100_1000', '1000_10000', 'over_10000'] as const;
export type TWhiteLabelTraderRange = (typeof WHITE_LABEL_TRADER_RANGES)[number];

/** Where the platform's admins are with a request. */
export const WHITE_LABEL_REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;
export type TWhiteLabelRequestStatus = (typeof WHITE_LABEL_REQUEST_STATUSES)[number];

/** The longest internal note an admin may keep on a request. */
export const WHITE_LABEL_NOTE_MAX_LENGTH = 2000;

/**
 * The attribute on the element that holds an organization's own content (its pages, not the shell's
 * header, sidebar or security prompts): every selector of the firm's custom CSS is scoped under it.
 */
export const ORGANIZATION_CONTENT_ATTRIBUTE = 'data-organization-content';

/** The largest custom stylesheet a firm may keep, in characters. */
export const CUSTOM_CSS_MAX_LENGTH = 50_000;

/** A firm's logo: PNG, JPEG or SVG (read from the bytes, never from the name), at most 512 KB. */
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type TBrandLogoType = (typeof BRAND_LOGO_TYPES)[number];
export const BRAND_LOGO_MAX_BYTES = 512 * 1024;
/** Raster logos are scaled down to fit this many pixels a side (never up): a header needs far less. */
export const BRAND_LOGO_MAX_SIDE = 1024;
/** The most pixels a raster logo may declare, read from its header before anything is decoded. */
export const BRAND_LOGO_MAX_PIXELS = 16_000_000;

/** The logo upload's refusals, mapped to translated texts by the brand editor. */
export const BRAND_ERROR_CODES = {
  logoType: 'BRAND_LOGO_TYPE',
  logoTooLarge: 'BRAND_LOGO_TOO_LARGE',
  logoDimensions: 'BRAND_LOGO_DIMENSIONS',
} as const;
export type TBrandErrorCode = (typeof BRAND_ERROR_CODES)[keyof typeof BRAND_ERROR_CODES];

/**
 * The fonts a firm may choose: stacks of fonts every phone and computer already has, so a page never
 * waits for, or loads from a third party, a web font. `system` is the platform's own stack (no value).
 */
export const BRAND_FONTS = {
  system: null,
  neutral: '"Helvetica Neue", Helvetica, Arial, sans-serif',
  humanist: '"Segoe UI", "Trebuchet MS", Tahoma, Verdana, sans-serif',
  geometric: '"Avenir Next", Avenir, Futura, "Century Gothic", sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", serif',
  mono: 'ui-monospace, Menlo, Consolas, "Liberation Mono", monospace',
} as const satisfies Record<string, string | null>;
export type TBrandFont = keyof typeof BRAND_FONTS;
export const BRAND_FONT_KEYS = Object.keys(BRAND_FONTS) as TBrandFont[];

/** The curated font whose stack is stored, or null for a stack set some other way (an admin's API call). */
export function brandFontOf(fontFamily: string | null): TBrandFont | null {
  return BRAND_FONT_KEYS.find((key) => BRAND_FONTS[key] === fontFamily) ?? null;
}

/**
 * A host name a firm may claim: lowercase letters, digits and hyphens in dot-separated labels of at most
 * 63 characters, a top-level label of letters (so no IP address), 4 to 253 characters in all.
 */
export const DOMAIN_NAME_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** How a typed domain is compared and stored: trimmed, lowercase, without a trailing dot. */
export function normalizeDomainName(value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, '');
}

/** A firm's own domains: how many it may keep, and why a verification check can fail. */
export const ORGANIZATION_DOMAINS_MAX = 5;
export const DOMAIN_CHECK_FAILURES = ['record_missing', 'record_mismatch', 'dns_unavailable'] as const;
export type TDomainCheckFailure = (typeof DOMAIN_CHECK_FAILURES)[number];
export const DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type TDomainStatus = (typeof DOMAIN_STATUSES)[number];
/** The TXT record proving control of a domain lives at this label under it. */
export const DOMAIN_VERIFICATION_LABEL = '_propdesk-verification';
/** Verified domains are checked again this often; a record gone since makes the domain unverified. */
export const DOMAIN_RECHECK_MS = 24 * 60 * 60 * 1000;
/**
 * An unverified claim on a domain lapses this long after it was added (or lost its record): it blocks no
 * other firm, and a firm that never proves control does not keep the claim around.
 */
export const DOMAIN_CLAIM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What an API key may read through the public api (`/api/v1`): each scope opens the routes of one kind
 * of data of the key's organization, and nothing of any other organization.
 */
export const API_KEY_SCOPES = ['clients:read', 'accounts:read', 'payouts:read', 'ingestion:write'] as const;
export type TApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** How many live keys a firm may hold, and how long one may be valid at most (it may never expire). */
export const API_KEYS_MAX = 20;
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;
/** Requests per minute one API key may make to the public api. */
export const API_KEY_REQUESTS_PER_MINUTE = 120;
/** The api's refusals of a key, named so an integrator knows what to fix. */
export const API_KEY_ERROR_CODES = { invalid: 'API_KEY_INVALID', scope: 'API_KEY_SCOPE' } as const;
export type TApiKeyErrorCode = (typeof API_KEY_ERROR_CODES)[keyof typeof API_KEY_ERROR_CODES];
