import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TActivityList, TTradingAccountPage } from '@propdesk/shared/contracts';
import type { TPhaseKind, TProgram, TTradingAccountStatus } from '@propdesk/shared/domain';
import { useApi } from '@propdesk/shared/session';
import { queryKeys } from '../../../lib/query-keys.ts';

export type TAccountFilters = {
  status: TTradingAccountStatus | null;
  program: TProgram | null;
  phaseKind: TPhaseKind | null;
};

export const NO_FILTERS: TAccountFilters = { status: null, program: null, phaseKind: null };

/** GET /api/trading-accounts: one page of the trader's accounts, optionally filtered. */
export function useAccountPage(page: number, pageSize: number, filters: TAccountFilters) {
  const api = useApi();
  const searchParams: Record<string, string> = { page: String(page), pageSize: String(pageSize) };
  if (filters.status) searchParams.status = filters.status;
  if (filters.program) searchParams.program = filters.program;
  if (filters.phaseKind) searchParams.phaseKind = filters.phaseKind;
  return useQuery({
    queryKey: queryKeys.accountPage(searchParams),
    queryFn: () => api.get('api/trading-accounts', { searchParams }).json<TTradingAccountPage>(),
    // Balances move while the trader is away: read them again whenever the list is shown.
    staleTime: 0,
    refetchOnMount: true,
    // Paging or filtering keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/trading-activity: what happened to the trader's accounts lately, newest first. */
export function useRecentActivity(limit = 20) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.activity, limit],
    queryFn: () =>
      api.get('api/trading-activity', { searchParams: { limit: String(limit) } }).json<TActivityList>(),
    staleTime: 0,
    refetchOnMount: true,
  });
}
