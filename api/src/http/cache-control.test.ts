import { describe, expect, it } from '@jest/globals';
import { publicCacheUntil, SHORT_PUBLIC_CACHE } from './cache-control.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const inSeconds = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('publicCacheUntil', () => {
  it('is the short public cache without a change ahead, or with one beyond any reused or stale copy', () => {
    expect(SHORT_PUBLIC_CACHE).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(publicCacheUntil(null, NOW)).toBe(SHORT_PUBLIC_CACHE);
    expect(publicCacheUntil(inSeconds(360), NOW)).toBe(SHORT_PUBLIC_CACHE);
  });

  it('lets a copy live no longer than the change ahead, and never stale', () => {
    expect(publicCacheUntil(inSeconds(359), NOW)).toBe('public, max-age=60');
    expect(publicCacheUntil(inSeconds(42), NOW)).toBe('public, max-age=42');
    expect(publicCacheUntil(inSeconds(-5), NOW)).toBe('public, max-age=0');
  });
});
