/** How long a public answer may be reused, then served stale while it is fetched again (seconds). */
const PUBLIC_MAX_AGE_S = 60;
const PUBLIC_STALE_S = 300;

/**
 * For public, tenant-neutral answers (branding, product config): browsers and CDNs may reuse them
 * briefly, so a theme change shows within a minute. CORS adds `Vary: Origin`.
 */
export const SHORT_PUBLIC_CACHE = `public, max-age=${PUBLIC_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_STALE_S}`;

/** For answers that describe this instant (health checks). */
export const NO_STORE = 'no-store';

/**
 * SHORT_PUBLIC_CACHE for an answer that changes at a known instant (a scheduled rule-set version): when
 * that instant comes before a reused or stale copy would be dropped, the answer may be reused only until
 * then, and never stale, so pages switch the moment the change takes effect.
 */
export function publicCacheUntil(changeAt: Date | null, now: Date): string {
  if (changeAt === null) return SHORT_PUBLIC_CACHE;
  const seconds = Math.floor((changeAt.getTime() - now.getTime()) / 1000);
  return seconds >= PUBLIC_MAX_AGE_S + PUBLIC_STALE_S
    ? SHORT_PUBLIC_CACHE
    : `public, max-age=${Math.max(0, Math.min(PUBLIC_MAX_AGE_S, seconds))}`;
}
