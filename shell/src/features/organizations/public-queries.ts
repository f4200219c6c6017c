import { skipToken, useQuery } from '@tanstack/react-query';
import { publicConfigQuery, publicOrganizationQuery } from '@propdesk/shared/http';
import { useApiClient } from '../../lib/shell-api.tsx';

export function usePublicConfig() {
  const api = useApiClient();
  return useQuery(publicConfigQuery(api));
}

export function usePublicOrganization(slug: string | null) {
  const api = useApiClient();
  const options = publicOrganizationQuery(api, slug ?? '');
  return useQuery(slug === null ? { ...options, queryFn: skipToken } : options);
}
