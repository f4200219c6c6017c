import { useMemo } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { createApiClient, publicConfigQuery, publicOrganizationQuery } from '@propdesk/shared/http';

/**
 * The organization a landing shows: the slug given (a tenant's /client/{slug} page) or the platform's
 * default organization from the public config.
 */
export function useLandingOrganization(apiBaseUrl: string, slug: string | undefined) {
  const api = useMemo(() => createApiClient({ baseUrl: apiBaseUrl }), [apiBaseUrl]);
  const config = useQuery({ ...publicConfigQuery(api), enabled: slug === undefined });
  const effectiveSlug = slug ?? config.data?.defaultOrganizationSlug;
  const organizationOptions = publicOrganizationQuery(api, effectiveSlug ?? '');
  const organization = useQuery(
    effectiveSlug === undefined ? { ...organizationOptions, queryFn: skipToken } : organizationOptions,
  );
  return { config, organization };
}
