/**
 * For public, tenant-neutral answers (branding, product config): browsers and CDNs may reuse them
 * briefly, so a theme change shows within a minute. CORS adds `Vary: Origin`.
 */
export const SHORT_PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** For answers that describe this instant (health checks). */
export const NO_STORE = 'no-store';
