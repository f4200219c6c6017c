import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAccountHistory,
  TCreateDispute,
  TDealPage,
  TDispute,
  TTradingAccountDetail,
} from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';
import { TRADER_ACCOUNT_SOURCE, useAccountViewSource, type TAccountViewSource } from '../source.tsx';

/**
 * The account view's reads, from its source: the detail (the trader's answer, or the staff's with the
 * trader), the charts' history and the trade history.
 */
export function useAccountDetail<TDetail extends TTradingAccountDetail = TTradingAccountDetail>(
  source: TAccountViewSource,
  accountId: string,
) {
  const api = useApi();
  return useQuery({
    queryKey: source.keys.account(accountId),
    queryFn: () => api.get(source.apiPath(accountId)).json<TDetail>(),
    // Opened again later, the page reads the account afresh; the trader's stream keeps it current meanwhile.
    staleTime: 0,
    refetchOnMount: true,
  });
}

/** The daily statistics and equity points of the charts. */
export function useAccountHistory(accountId: string) {
  const api = useApi();
  const source = useAccountViewSource();
  return useQuery({
    queryKey: source.keys.history(accountId),
    queryFn: () => api.get(`${source.apiPath(accountId)}/history`).json<TAccountHistory>(),
    staleTime: 0,
    refetchOnMount: true,
  });
}

export const DEALS_PAGE_SIZE = 25;

/** The trade history, newest first, a page at a time. */
export function useAccountDeals(accountId: string, page: number) {
  const api = useApi();
  const source = useAccountViewSource();
  return useQuery({
    queryKey: source.keys.deals(accountId, page),
    queryFn: () =>
      api
        .get(`${source.apiPath(accountId)}/deals`, {
          searchParams: { page: String(page), pageSize: String(DEALS_PAGE_SIZE) },
        })
        .json<TDealPage>(),
    staleTime: 0,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/trading-accounts/:id/breaches/:breachId/disputes, the trader's; the account is read again. */
export function useCreateDispute(accountId: string, breachId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dispute: TCreateDispute) =>
      api
        .post(
          `${TRADER_ACCOUNT_SOURCE.apiPath(accountId)}/breaches/${encodeURIComponent(breachId)}/disputes`,
          {
            json: dispute,
          },
        )
        .json<TDispute>(),
    // One dispute per breach: the api refuses a second, so the form never sends one by itself.
    retry: false,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: TRADER_ACCOUNT_SOURCE.keys.account(accountId), exact: true }),
  });
}
