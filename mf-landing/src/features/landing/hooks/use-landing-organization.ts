import { useMemo } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import {
  createApiClient,
  publicConfigQuery,
  publicOrganizationQuery,
  publicPlansQuery,
} from '@propdesk/shared/http';

/**
 * The organization a landing shows (the slug given, a tenant's /client/{slug} page, or the platform's
 * default organization from the public config) and what it sells.
 */
export function useLandingOrganization(apiBaseUrl: string, slug: string | undefined) {
  const api = useMemo(() => createApiClient({ baseUrl: apiBaseUrl }), [apiBaseUrl]);
  const config = useQuery({ ...publicConfigQuery(api), enabled: slug === undefined });
  const effectiveSlug = slug ?? config.data?.defaultOrganizationSlug;
  const organizationOptions = publicOrganizationQuery(api, effectiveSlug ?? '');
  const organization = useQuery(
    effectiveSlug === undefined ? { ...organizationOptions, queryFn: skipToken } : organizationOptions,
  );
  // Asked in parallel with the branding: both only need the slug.
  const plansOptions = publicPlansQuery(api, effectiveSlug ?? '');
  const plans = useQuery(
    effectiveSlug === undefined ? { ...plansOptions, queryFn: skipToken } : plansOptions,
  );
  return { config, organization, plans };
}
