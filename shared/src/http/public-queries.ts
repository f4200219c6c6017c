import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { ZPublicConfig, ZPublicOrganization } from '../contracts/index.ts';

/**
 * Query options for the public endpoints, shared by the shell and the remotes so that they use the
 * same cache keys: the landing reuses the branding the shell already fetched for the theme.
 */
export function publicConfigQuery(api: KyInstance) {
  return queryOptions({
    queryKey: ['public', 'config'],
    queryFn: async () => ZPublicConfig.parse(await api.get('api/public/config').json()),
  });
}

export function publicOrganizationQuery(api: KyInstance, slug: string) {
  return queryOptions({
    queryKey: ['public', 'organization', slug],
    queryFn: async () =>
      ZPublicOrganization.parse(
        await api.get(`api/public/organizations/${encodeURIComponent(slug)}`).json(),
      ),
  });
}
