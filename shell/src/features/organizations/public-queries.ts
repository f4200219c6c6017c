import { skipToken, useQuery } from '@tanstack/react-query';
import { currentOrganizationQuery, publicConfigQuery, publicOrganizationQuery } from '@propdesk/shared/http';
import { customDomainHostOf } from '../../lib/served-config.ts';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
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

/**
 * The organization of the firm's custom domain the page is on (its verified domain), asked only there:
 * on the portal's own address nothing is asked.
 */
export function useCustomDomainOrganization() {
  const api = useApiClient();
  const host = customDomainHostOf(useRuntimeConfig(), window.location.origin);
  const options = currentOrganizationQuery(api, host ?? '');
  return useQuery(host === null ? { ...options, queryFn: skipToken } : options);
}
