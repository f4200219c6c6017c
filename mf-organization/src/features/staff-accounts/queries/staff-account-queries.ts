import type { ReactNode } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountViewSource } from '@propdesk/shared/federation';
import { useApi } from '@propdesk/shared/session';
import type {
  TBreach,
  TDisputeDecisionInput,
  TDisputeDecisionResult,
  TDisputeStatus,
  TStaffAccountPage,
  TStaffDisputePage,
} from '@propdesk/shared/contracts';
import { searchParamsOf, type TStaffAccountFilters } from '../lib/account-search-params.ts';

export const STAFF_ACCOUNTS_PAGE_SIZE = 25;
export const STAFF_DISPUTES_PAGE_SIZE = 20;

const organizationPath = (organizationId: string) =>
  `api/organizations/${encodeURIComponent(organizationId)}`;

/** The organization's cache entries: a decision refreshes its disputes and its accounts at once. */
export const staffAccountKeys = {
  accounts: (organizationId: string) => ['organizations', organizationId, 'trading-accounts'] as const,
  page: (organizationId: string, params: object) =>
    ['organizations', organizationId, 'trading-accounts', 'list', params] as const,
  account: (organizationId: string, accountId: string) =>
    ['organizations', organizationId, 'trading-accounts', 'detail', accountId] as const,
  disputes: (organizationId: string) => ['organizations', organizationId, 'disputes'] as const,
  disputePage: (organizationId: string, params: object) =>
    ['organizations', organizationId, 'disputes', 'list', params] as const,
};

/**
 * The account view's source for the firm's staff: the organization's routes, its pages' links and what an
 * open dispute offers them (the decision).
 */
export function staffAccountSource({
  organizationId,
  accountPath,
  listPath,
  disputeActions,
}: {
  organizationId: string;
  accountPath: (accountId: string) => string;
  listPath: string;
  disputeActions: (input: { accountId: string; breach: TBreach }) => ReactNode;
}): TAccountViewSource {
  const account = (accountId: string) => staffAccountKeys.account(organizationId, accountId);
  return {
    reader: 'staff',
    apiPath: (accountId) =>
      `${organizationPath(organizationId)}/trading-accounts/${encodeURIComponent(accountId)}`,
    pagePath: accountPath,
    listPath,
    keys: {
      account,
      history: (accountId) => [...account(accountId), 'history'],
      deals: (accountId, page) => [...account(accountId), 'deals', page],
    },
    disputeActions,
  };
}

/** GET /api/organizations/:id/trading-accounts with the page's filters. */
export function useStaffAccountPage(organizationId: string, filters: TStaffAccountFilters) {
  const api = useApi();
  const params = { ...searchParamsOf(filters), pageSize: String(STAFF_ACCOUNTS_PAGE_SIZE) };
  return useQuery({
    queryKey: staffAccountKeys.page(organizationId, params),
    queryFn: () =>
      api
        .get(`${organizationPath(organizationId)}/trading-accounts`, { searchParams: params })
        .json<TStaffAccountPage>(),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/organizations/:id/disputes, by status (all when null). */
export function useStaffDisputePage(organizationId: string, status: TDisputeStatus | null, page: number) {
  const api = useApi();
  const params: Record<string, string> = { page: String(page), pageSize: String(STAFF_DISPUTES_PAGE_SIZE) };
  if (status !== null) params.status = status;
  return useQuery({
    queryKey: staffAccountKeys.disputePage(organizationId, params),
    queryFn: () =>
      api
        .get(`${organizationPath(organizationId)}/disputes`, { searchParams: params })
        .json<TStaffDisputePage>(),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/organizations/:id/disputes/:disputeId/decision. Once decided (or refused because someone
 * decided first), the organization's disputes and accounts are read again: the account may be back.
 */
export function useDecideDispute(organizationId: string, disputeId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TDisputeDecisionInput) =>
      api
        .post(`${organizationPath(organizationId)}/disputes/${encodeURIComponent(disputeId)}/decision`, {
          json: decision,
        })
        .json<TDisputeDecisionResult>(),
    // A decision is taken once: the api refuses a second, so the page never repeats one by itself.
    retry: false,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffAccountKeys.disputes(organizationId) }),
        queryClient.invalidateQueries({ queryKey: staffAccountKeys.accounts(organizationId) }),
      ]);
    },
  });
}
