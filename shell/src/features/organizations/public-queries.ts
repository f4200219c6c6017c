import { skipToken, useQuery } from '@tanstack/react-query';
import { publicConfigQuery, publicOrganizationQuery } from '@propdesk/shared/http';
import { apiClient } from '../../app/api-client.ts';

export function usePublicConfig() {
  return useQuery(publicConfigQuery(apiClient()));
}

export function usePublicOrganization(slug: string | null) {
  const options = publicOrganizationQuery(apiClient(), slug ?? '');
  return useQuery(slug === null ? { ...options, queryFn: skipToken } : options);
}
