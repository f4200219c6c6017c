import type { TRemotesConfig } from '../../shared/src/federation/remotes.ts';

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * The Content-Security-Policy of the shell's page, built from the same remotes.json the page loads, so
 * moving a remote moves its permission too. Scripts may come only from the shell and the remotes'
 * origins; the page talks only to them and the api; nobody may frame it. Styles allow inline values
 * because Mantine sets style attributes; organization CSS is sanitized before it ever reaches the page.
 */
export function shellContentSecurityPolicy(
  config: TRemotesConfig,
  /** Hashes ('sha256-…') of inline scripts the server itself wrote into the page (the first screen). */
  { inlineScriptHashes = [] }: { inlineScriptHashes?: string[] } = {},
): string {
  const remoteOrigins = [...new Set(config.remotes.map((remote) => originOf(remote.entry)))];
  const apiOrigin = originOf(config.apiBaseUrl);
  // Loaded only after the visitor's consent (mf-landing's cookie banner); listed by the operator.
  const trackingOrigins = (config.trackingScriptOrigins ?? []).map(originOf);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes, ...remoteOrigins, ...trackingOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'connect-src': ["'self'", apiOrigin, ...remoteOrigins, ...trackingOrigins],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** Headers every page of the shell carries besides the policy. */
export const PAGE_SECURITY_HEADERS = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;
