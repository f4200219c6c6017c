import path from 'node:path';

/** Files that name other files and must be revalidated on every load (docs: Architecture). */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'navigation.json',
  'remotes.json',
]);
/** `[name].[contenthash:10].ext` as emitted by scripts/webpack/create-config.ts. */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.(?:js|css|map)$|\.[0-9a-f]{10}\.(?:png|svg|jpe?g|webp|woff2?)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  const file = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(file)) return REVALIDATE;
  return CONTENT_HASHED.test(file) ? IMMUTABLE : REVALIDATE;
}
