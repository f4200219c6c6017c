// valibot: remotes.json is validated in the browser before anything else runs, on the landing's first
// load, where valibot's per-function modules cost ~1 KB gzip against zod/mini's ~6 KB.
import * as v from 'valibot';
import { parseCheckedFile } from './checked-file.ts';

/**
 * Federation names of the six remotes. A federation name must be a JS identifier (mf_landing, not
 * mf-landing); the npm packages keep the hyphen.
 */
export const REMOTE_NAMES = [
  'mf_landing',
  'mf_trader',
  'mf_admin',
  'mf_organization',
  'mf_elite',
  'mf_affiliate',
] as const;
export type TRemoteName = (typeof REMOTE_NAMES)[number];

const absoluteUrl = v.pipe(v.string(), v.url());

/**
 * `remotes.json`, served next to the shell and read at start-up: where each remote's manifest lives and
 * where the api is. Moving or redeploying a remote changes this file, never the shell's build.
 */
export const RemotesConfigSchema = v.object({
  apiBaseUrl: absoluteUrl,
  /**
   * The portal's own address (PUBLIC_APP_URL). Where the api is served from that same origin (one edge
   * in front of everything), a page on any other origin is a firm's custom domain pointed at the edge:
   * the shell then talks to the api on the page's own origin (shell served-config.ts).
   */
  portalOrigin: v.optional(absoluteUrl),
  /** Where "Report Issue" on the error screen writes to; must work even when the api is down. */
  supportEmail: v.pipe(v.string(), v.email()),
  /**
   * Origins an organization's consented analytics script or marketing pixel may load from; the shell's
   * security policy allows them (TRACKING_SCRIPT_ORIGINS). Absent: none.
   */
  trackingScriptOrigins: v.optional(v.array(absoluteUrl)),
  remotes: v.pipe(
    v.array(v.object({ name: v.picklist(REMOTE_NAMES), entry: absoluteUrl })),
    v.check(
      (list) => new Set(list.map((remote) => remote.name)).size === list.length,
      'Each remote may be listed once',
    ),
  ),
});
export type TRemotesConfig = v.InferOutput<typeof RemotesConfigSchema>;

/** The config read from remotes.json; throws naming the first field that is wrong. */
export function parseRemotesConfig(input: unknown): TRemotesConfig {
  return parseCheckedFile(RemotesConfigSchema, input, 'remotes.json');
}

/** Who is looking at a remote's page, as the shell's session says. */
export type TRemoteViewer = 'visitor' | 'trader' | 'member' | 'platform-admin';

/** What the shell passes to every remote's `./App`. */
export interface RemoteAppProps {
  /** Origin of the api, from remotes.json. */
  apiBaseUrl: string;
  /**
   * A platform admin (or manager), a member of a firm's staff, a trader or a signed-out visitor; absent
   * where a remote is rendered without the shell (its standalone page, an embedding site).
   */
  viewer?: TRemoteViewer;
  /** The organization chosen in the shell's switcher, for staff and platform admins; null for others. */
  organizationId?: string | null;
}

/** Props of mf-landing's `./Landing`, the landing page embeddable by a tenant's own federated site. */
export interface LandingProps {
  organizationSlug: string;
  apiBaseUrl: string;
  /** The language the host page is in; the landing follows it (and the host's later changes). */
  language?: 'en' | 'es' | 'it';
}
