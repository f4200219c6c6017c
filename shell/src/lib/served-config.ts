import type { TRemotesConfig } from '@propdesk/shared/federation';

/**
 * The host of the firm's custom domain the page is served on, or null on the portal's own address.
 * Only where one edge serves the portal and the api from the same origin (remotes.json's apiBaseUrl is
 * the portal's origin): a firm's domain pointed at that edge then reaches the api on its own origin. In
 * development the api has an origin of its own and nothing here applies.
 */
export function customDomainHostOf(config: TRemotesConfig, pageOrigin: string): string | null {
  const { portalOrigin } = config;
  if (portalOrigin === undefined || pageOrigin === portalOrigin) return null;
  // remotes.json as written (api on the portal's origin) or as served (api on the page's own).
  const apiOrigin = new URL(config.apiBaseUrl).origin;
  if (apiOrigin !== portalOrigin && apiOrigin !== pageOrigin) return null;
  return new URL(pageOrigin).hostname;
}

/**
 * The config as the page uses it: on a firm's custom domain the api is asked on the page's own origin,
 * so the session cookie is first-party there and every request is same-origin.
 */
export function servedConfig(config: TRemotesConfig, pageOrigin: string): TRemotesConfig {
  return customDomainHostOf(config, pageOrigin) === null ? config : { ...config, apiBaseUrl: pageOrigin };
}
