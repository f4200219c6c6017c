/**
 * For public, tenant-neutral answers (branding, product config): browsers and CDNs may reuse them
 * briefly, so a theme change shows within a minute. CORS adds `Vary: Origin`.
 */
export const SHORT_PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

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
  return seconds >= 360 ? SHORT_PUBLIC_CACHE : `public, max-age=${Math.max(0, Math.min(60, seconds))}`;
}
