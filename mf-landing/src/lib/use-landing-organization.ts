import { useMemo } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import {
  createApiClient,
  currentOrganizationQuery,
  publicConfigQuery,
  publicOrganizationQuery,
  publicPlansQuery,
} from '@propdesk/shared/http';
import { usePageHost } from './page-host.tsx';

/**
 * The organization a landing shows (the slug given, a tenant's /client/{slug} page; the organization
 * of the custom domain the page is on; or the platform's default organization) and what it sells.
 */
export function useLandingOrganization(apiBaseUrl: string, slug: string | undefined) {
  const api = useMemo(() => createApiClient({ baseUrl: apiBaseUrl }), [apiBaseUrl]);
  const host = usePageHost();
  const config = useQuery(publicConfigQuery(api));
  // A verified custom domain shows its own organization at `/`; anywhere else the default one. Asked in
  // parallel with the config, and waited for, so the default branding never flashes on a tenant domain.
  const byHost = useQuery({
    ...currentOrganizationQuery(api, host),
    enabled: slug === undefined,
  });
  // No firm's domain (null), or no answer: the default organization.
  const isDefault = byHost.data === null || byHost.isError;
  const effectiveSlug =
    slug ?? byHost.data?.slug ?? (isDefault ? config.data?.defaultOrganizationSlug : undefined);
  const organizationOptions = publicOrganizationQuery(api, effectiveSlug ?? '');
  const organization = useQuery(
    effectiveSlug === undefined ? { ...organizationOptions, queryFn: skipToken } : organizationOptions,
  );
  // Asked in parallel with the branding: both only need the slug.
  const plansOptions = publicPlansQuery(api, effectiveSlug ?? '');
  const plans = useQuery(
    effectiveSlug === undefined ? { ...plansOptions, queryFn: skipToken } : plansOptions,
  );
  /** True until it is known which organization the page shows and its branding has arrived. */
  const isResolving =
    (slug === undefined && byHost.isPending) ||
    (organization.isPending && organization.fetchStatus === 'fetching');
  return { config, organization, plans, isResolving };
}
