import type { PageSnapshot } from '../page-snapshot/landing-page-renderer.ts';
import { refreshingValue, type RefreshingValue } from './refreshing-value.ts';
import { renderFirstScreen, type FirstScreen, type TFirstScreenTheme } from './render-first-screen.ts';

export interface FirstScreenSourceOptions {
  /** Where mf-landing's server answers, as this server reaches it (its page snapshots). */
  landingBaseUrl: string;
  /** The api, as this server reaches it. */
  apiBaseUrl: string;
  /** The portal's own host: any other host is an organization's custom domain. */
  portalHost: string;
  fetch?: typeof fetch;
  now?: () => number;
}

const TTL_MS = 60_000;
/** How long a page may wait for the first screen's data when none is cached (a fresh server). */
const COLD_WAIT_MS = 300;
const REQUEST_TIMEOUT_MS = 3_000;
/** Pages and domains remembered at once; beyond that the oldest is forgotten. */
const MAX_ENTRIES = 500;

/** A map of refreshing values that forgets its oldest entry beyond MAX_ENTRIES. */
function boundedCache<T>(create: (key: string) => RefreshingValue<T>) {
  const entries = new Map<string, RefreshingValue<T>>();
  return (key: string) => {
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = create(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    return entry;
  };
}

/**
 * A landing page's first screen for a request: the page as mf-landing's server draws it, in the reader's
 * language, in the branding of the organization it shows — the one named by `/client/{slug}`,
 * the domain's on a verified custom domain, else the platform's default. Everything cached and
 * refreshed in the background; null while it is not known, and the page is then served without it.
 */
export function createFirstScreenSource(options: FirstScreenSourceOptions) {
  const get = async (url: URL): Promise<Response> => {
    const response = await (options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
    return response;
  };
  const fetchJson = async <T>(url: URL): Promise<T> => (await (await get(url)).json()) as T;
  const api = (path: string) => new URL(path, options.apiBaseUrl);
  const timing = { ttlMs: TTL_MS, ...(options.now ? { now: options.now } : {}) };

  const organizationTheme = boundedCache((slug) =>
    refreshingValue(
      async () =>
        (
          await fetchJson<{ theme: TFirstScreenTheme }>(
            api(`/api/public/organizations/${encodeURIComponent(slug)}`),
          )
        ).theme,
      timing,
    ),
  );
  const defaultSlug = refreshingValue(
    async () =>
      (await fetchJson<{ defaultOrganizationSlug: string }>(api('/api/public/config')))
        .defaultOrganizationSlug,
    timing,
  );
  const domainTheme = boundedCache((host) =>
    refreshingValue(async () => {
      const url = api('/api/public/organizations/current');
      url.searchParams.set('host', host);
      const response = await get(url);
      // 204: not an organization's domain; the landing shows the default organization.
      return response.status === 204 ? null : ((await response.json()) as { theme: TFirstScreenTheme }).theme;
    }, timing),
  );
  const snapshot = boundedCache((key) =>
    refreshingValue(async () => {
      const [host, path, language] = JSON.parse(key) as [string, string, string];
      const url = new URL('page-snapshot', options.landingBaseUrl);
      url.search = new URLSearchParams({ path, host, language }).toString();
      const response = await get(url);
      if (response.status === 204) throw new Error(`the landing draws no ${path} on the server`);
      return (await response.json()) as PageSnapshot;
    }, timing),
  );

  const themeFor = async (hostname: string, slug: string | undefined) => {
    if (slug !== undefined) return organizationTheme(slug).read(COLD_WAIT_MS);
    const ownTheme = hostname === options.portalHost ? null : await domainTheme(hostname).read(COLD_WAIT_MS);
    if (ownTheme !== null) return ownTheme;
    const slugOfDefault = await defaultSlug.read(COLD_WAIT_MS);
    return slugOfDefault === null ? null : organizationTheme(slugOfDefault).read(COLD_WAIT_MS);
  };

  return {
    /** `slug`: the organization a `/client/{slug}` page names; `language`: the reader's. */
    async forPage(request: {
      host: string;
      path: string;
      language: string;
      slug?: string;
    }): Promise<FirstScreen | null> {
      const hostname = request.host.replace(/:\d+$/, '').toLowerCase();
      const [theme, page] = await Promise.all([
        themeFor(hostname, request.slug),
        snapshot(JSON.stringify([hostname, request.path, request.language])).read(COLD_WAIT_MS),
      ]);
      if (theme === null || page === null) return null;
      return renderFirstScreen({ language: request.language, page, theme });
    },
  };
}
