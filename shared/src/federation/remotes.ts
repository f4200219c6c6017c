// zod/mini: remotes.json is validated in the browser at start-up, where classic zod would add ~20 KB.
import * as z from 'zod/mini';

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
export const ZRemoteName = z.enum(REMOTE_NAMES);
export type TRemoteName = z.infer<typeof ZRemoteName>;

/**
 * `remotes.json`, served next to the shell and read at start-up: where each remote's manifest lives and
 * where the api is. Moving or redeploying a remote changes this file, never the shell's build.
 */
export const ZRemotesConfig = z.object({
  apiBaseUrl: z.url(),
  /** Where "Report Issue" on the error screen writes to; must work even when the api is down. */
  supportEmail: z.email(),
  /**
   * Origins an organization's consented analytics script or marketing pixel may load from; the shell's
   * security policy allows them (TRACKING_SCRIPT_ORIGINS). Absent: none.
   */
  trackingScriptOrigins: z.optional(z.array(z.url())),
  remotes: z.array(z.object({ name: ZRemoteName, entry: z.url() })).check(
    z.refine((list) => new Set(list.map((remote) => remote.name)).size === list.length, {
      message: 'Each remote may be listed once',
    }),
  ),
});
export type TRemotesConfig = z.infer<typeof ZRemotesConfig>;

/** What the shell passes to every remote's `./App`. */
export interface RemoteAppProps {
  /** Origin of the api, from remotes.json. */
  apiBaseUrl: string;
}

/** Props of mf-landing's `./Landing`, the landing page embeddable by a tenant's own federated site. */
export interface LandingProps {
  organizationSlug: string;
  apiBaseUrl: string;
  /** The language the host page is in; the landing follows it (and the host's later changes). */
  language?: 'en' | 'es' | 'it';
}
