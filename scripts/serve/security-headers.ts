import { isPublicPath } from '../../shared/src/federation/public-pages.ts';
import type { TRemotesConfig } from '../../shared/src/federation/remotes.ts';

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * The Content-Security-Policy of the shell's page at `pathname`, built from the same remotes.json the
 * page loads, so moving a remote moves its permission too. Scripts may come only from the shell and the
 * remotes' origins; the page talks only to them and the api; images only from the page's own origin,
 * the api and data: addresses; nobody may frame it. Styles allow inline values because Mantine sets style
 * attributes; organization CSS is sanitized before it ever reaches the page.
 */
export function shellContentSecurityPolicy(
  config: TRemotesConfig,
  {
    pathname,
    inlineScriptHashes = [],
  }: {
    /** The requested page: the policy is exact for it. */
    pathname: string;
    /** Hashes ('sha256-…') of inline scripts the server itself wrote into the page (the first screen). */
    inlineScriptHashes?: string[];
  },
): string {
  const remoteOrigins = [...new Set(config.remotes.map((remote) => originOf(remote.entry)))];
  const apiOrigin = originOf(config.apiBaseUrl);
  // Loaded only after the visitor's consent (mf-landing's cookie banner), listed by the operator, and
  // only on public pages: a sign-in page or a signed-in area never lets a vendor's script run next to
  // a session (the shell loads a fresh document when a visitor moves from one kind of page to the other).
  const trackingOrigins = isPublicPath(pathname) ? (config.trackingScriptOrigins ?? []).map(originOf) : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes, ...remoteOrigins, ...trackingOrigins],
    // The api serves each organization's sanitized custom CSS as a stylesheet.
    'style-src': ["'self'", "'unsafe-inline'", apiOrigin, ...remoteOrigins],
    // Do not loosen: images only from the page's origin, the api (firms' uploaded logos; plain http on a
    // developer's machine) and data: (the second-factor QR code), never any https origin: an image load to
    // an outside address is what would carry out what a firm's CSS selector matched (`input[value^=a]`),
    // should a url() ever get past its sanitizer (api custom-css.ts). Public pages add the consented
    // vendors' origins, whose pixels report by loading images; once those are configured, a document
    // never crosses between public and other pages without a fresh load (the shell's document boundary).
    'img-src': ["'self'", 'data:', apiOrigin, ...trackingOrigins],
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

/**
 * Browser features the portal never uses, denied to its pages and to anything they load or frame, so a
 * compromised script cannot ask for the camera or a payment sheet either. Only names Chromium knows:
 * an unknown one is reported as an error in the console of every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A year of HTTPS only, for the portal's host and its subdomains (organizations' portal hosts). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Production is `NODE_ENV=production`, as every image of frontend.Dockerfile sets it (and a deployment
 * does): the same switch the api uses. `npm start` and the e2e run leave it unset and serve plain
 * http://localhost, where a year of HTTPS only must never be asked for.
 */
export function isProduction(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * Headers every response of every app server carries (the shell's pages and each remote's files):
 * the permissions policy always, HSTS in production only.
 */
export function responseSecurityHeaders(env: Record<string, string | undefined>): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(isProduction(env) ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** Headers every page of the shell carries besides the policy. */
export const PAGE_SECURITY_HEADERS = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;
