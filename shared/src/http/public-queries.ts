import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { TPublicConfig, TPublicOrganization, TPublicPlansResponse } from '../contracts/index.ts';

/**
 * Query options for the public endpoints, shared by the shell and the remotes so that they use the
 * same cache keys: the landing reuses the branding the shell already fetched for the theme.
 *
 * Responses are typed, not re-validated: the api serializes every response through the same zod
 * schema (fastify-type-provider-zod), and zod in the browser would cost ~20 KB of first load.
 *
 * They never send cookies: the answers are the same for everyone, and a landing embedded in a firm's
 * page (embed.js) reads them from any origin, which CORS allows only for requests without credentials.
 */
const PUBLIC: { credentials: RequestCredentials } = { credentials: 'omit' };

export function publicConfigQuery(api: KyInstance) {
  return queryOptions({
    queryKey: ['public', 'config'],
    queryFn: () => api.get('api/public/config', PUBLIC).json<TPublicConfig>(),
  });
}

export function publicOrganizationQuery(api: KyInstance, slug: string) {
  return queryOptions({
    queryKey: ['public', 'organization', slug],
    queryFn: () =>
      api.get(`api/public/organizations/${encodeURIComponent(slug)}`, PUBLIC).json<TPublicOrganization>(),
  });
}

/** An organization's programs with their rules and plans: the landing's funding tabs, the pricing page. */
export function publicPlansQuery(api: KyInstance, slug: string) {
  return queryOptions({
    queryKey: ['public', 'plans', slug],
    queryFn: () =>
      api
        .get(`api/public/organizations/${encodeURIComponent(slug)}/plans`, PUBLIC)
        .json<TPublicPlansResponse>(),
  });
}

/**
 * The organization whose verified custom domain the page is served on, by the page's own host (the api
 * may be on another origin); null when the host is no firm's domain (the api answers 204).
 */
export function currentOrganizationQuery(api: KyInstance, host: string) {
  return queryOptions({
    queryKey: ['public', 'organization-by-host', host],
    queryFn: async (): Promise<TPublicOrganization | null> => {
      const response = await api.get('api/public/organizations/current', {
        ...PUBLIC,
        searchParams: { host },
      });
      return response.status === 204 ? null : response.json<TPublicOrganization>();
    },
    retry: false,
  });
}
