import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TOrganizationDashboard } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';

export type TDashboardRange = { from: string; to: string };

export const dashboardKeys = {
  range: (organizationId: string, range: TDashboardRange) =>
    ['organizations', organizationId, 'dashboard', range.from, range.to] as const,
};

/** The dashboard of the organization for a range of UTC days; nothing is asked while either is unknown. */
export function useOrganizationDashboard(organizationId: string | null, range: TDashboardRange | null) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.range(organizationId ?? '', range ?? { from: '', to: '' }),
    queryFn: () =>
      api
        .get(`api/organizations/${encodeURIComponent(organizationId ?? '')}/dashboard`, {
          searchParams: range ?? {},
        })
        .json<TOrganizationDashboard>(),
    enabled: organizationId !== null && range !== null,
    // Figures of "now" (payouts to review, today's breaches) should not sit in the cache for long.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
