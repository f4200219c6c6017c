import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAccountHistory, TDealPage, TTradingAccountDetail } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';
import { queryKeys } from '../../../lib/query-keys.ts';

const path = (accountId: string) => `api/trading-accounts/${encodeURIComponent(accountId)}`;

/** GET /api/trading-accounts/:id: the account, its frozen rules, the engine's snapshot and breaches. */
export function useAccountDetail(accountId: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.account(accountId),
    queryFn: () => api.get(path(accountId)).json<TTradingAccountDetail>(),
    // Opened again later, the page reads the account afresh; the stream keeps it current meanwhile.
    staleTime: 0,
    refetchOnMount: true,
  });
}

/** GET /api/trading-accounts/:id/history: daily statistics and equity points for the charts. */
export function useAccountHistory(accountId: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.accountHistory(accountId),
    queryFn: () => api.get(`${path(accountId)}/history`).json<TAccountHistory>(),
    staleTime: 0,
    refetchOnMount: true,
  });
}

export const DEALS_PAGE_SIZE = 25;

/** GET /api/trading-accounts/:id/deals: the trade history, newest first, a page at a time. */
export function useAccountDeals(accountId: string, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.accountDeals(accountId, page),
    queryFn: () =>
      api
        .get(`${path(accountId)}/deals`, {
          searchParams: { page: String(page), pageSize: String(DEALS_PAGE_SIZE) },
        })
        .json<TDealPage>(),
    staleTime: 0,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });
}
