import { useQuery } from '@tanstack/react-query';
import type { TEliteAccessStatus } from '@propdesk/shared/contracts';
import { apiClient } from '../../app/api-client.ts';

export const ELITE_ACCESS_KEY = ['elite', 'access'] as const;

/**
 * Whether this browser holds an elite pass. The pass is an httpOnly cookie the page cannot read, so
 * the server says; the code itself is never kept in the browser.
 */
export function useEliteAccess() {
  return useQuery({
    queryKey: ELITE_ACCESS_KEY,
    queryFn: () => apiClient().get('api/elite/access').json<TEliteAccessStatus>(),
    staleTime: 60_000,
  });
}

/** Seed section 3: what an elite link leaves in session storage for the profile linking after sign-in. */
export const ELITE_LINK_STORAGE_KEYS = {
  organizationSlug: 'elite_organization_slug',
  package: 'elite_package',
} as const;
