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
