import { refreshingValue, type RefreshingValue } from './refreshing-value.ts';
import { renderFirstScreen, type TFirstScreenTexts, type TFirstScreenTheme } from './render-first-screen.ts';

export interface FirstScreenSourceOptions {
  /** Where mf-landing's build is served (its first-screen.json). */
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
/** Custom domains remembered at once; beyond that the oldest is forgotten. */
const MAX_HOSTS = 500;

/**
 * The landing's first screen for a request's host: the landing's hero texts (from its build) in the
 * branding of the organization the host shows — the platform's default organization on the portal's
 * own host, the domain's organization on a verified custom domain. Everything cached and refreshed in
 * the background; null while it is not known, and the page is then served without it.
 */
export function createFirstScreenSource(options: FirstScreenSourceOptions) {
  const fetchJson = async <T>(url: URL): Promise<T> => {
    const response = await (options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const api = (path: string) => new URL(path, options.apiBaseUrl);
  const timing = { ttlMs: TTL_MS, ...(options.now ? { now: options.now } : {}) };

  const texts = refreshingValue(
    () => fetchJson<TFirstScreenTexts>(new URL('first-screen.json', options.landingBaseUrl)),
    timing,
  );
  const defaultTheme = refreshingValue(async () => {
    const config = await fetchJson<{ defaultOrganizationSlug: string }>(api('/api/public/config'));
    const organization = await fetchJson<{ theme: TFirstScreenTheme }>(
      api(`/api/public/organizations/${encodeURIComponent(config.defaultOrganizationSlug)}`),
    );
    return organization.theme;
  }, timing);
  const domainThemes = new Map<string, RefreshingValue<TFirstScreenTheme | null>>();

  const domainTheme = (host: string) => {
    let entry = domainThemes.get(host);
    if (entry === undefined) {
      entry = refreshingValue(async () => {
        const url = api('/api/public/organizations/current');
        url.searchParams.set('host', host);
        try {
          return (await fetchJson<{ theme: TFirstScreenTheme }>(url)).theme;
        } catch {
          return null; // not an organization's domain: the landing shows the default organization
        }
      }, timing);
      if (domainThemes.size >= MAX_HOSTS) domainThemes.delete(domainThemes.keys().next().value!);
      domainThemes.set(host, entry);
    }
    return entry;
  };

  return {
    async forHost(host: string): Promise<string | null> {
      const hostname = host.replace(/:\d+$/, '').toLowerCase();
      const [heroTexts, ownTheme] = await Promise.all([
        texts.read(COLD_WAIT_MS),
        hostname === options.portalHost ? Promise.resolve(null) : domainTheme(hostname).read(COLD_WAIT_MS),
      ]);
      const theme = ownTheme ?? (await defaultTheme.read(COLD_WAIT_MS));
      if (heroTexts === null || theme === null) return null;
      return renderFirstScreen(heroTexts, theme);
    },
  };
}
