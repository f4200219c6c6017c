import { useQuery } from '@tanstack/react-query';
import type { TEliteAccessStatus } from '@propdesk/shared/contracts';
import { useApiClient } from '../../lib/shell-api.tsx';

export const ELITE_ACCESS_KEY = ['elite', 'access'] as const;

/**
 * Whether this browser holds an elite pass. The pass is an httpOnly cookie the page cannot read, so
 * the server says; the code itself is never kept in the browser.
 */
export function useEliteAccess() {
  const api = useApiClient();
  return useQuery({
    queryKey: ELITE_ACCESS_KEY,
    queryFn: () => api.get('api/elite/access').json<TEliteAccessStatus>(),
    staleTime: 60_000,
  });
}
