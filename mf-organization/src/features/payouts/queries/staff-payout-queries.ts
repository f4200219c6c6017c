import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPayout,
  TPayoutStatus,
  TStaffPayoutDetail,
  TStaffPayoutPage,
} from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';

export type TStaffPayoutFilters = {
  status: TPayoutStatus | null;
  /** Calendar days (YYYY-MM-DD), read in the reader's time zone. */
  from: string;
  to: string;
  /** In currency units, as typed. */
  minAmount: number | null;
  maxAmount: number | null;
};

export const NO_PAYOUT_FILTERS: TStaffPayoutFilters = {
  status: null,
  from: '',
  to: '',
  minAmount: null,
  maxAmount: null,
};

export const staffPayoutKeys = {
  all: (organizationId: string) => ['organizations', organizationId, 'payouts'] as const,
  page: (organizationId: string, params: object) =>
    ['organizations', organizationId, 'payouts', 'list', params] as const,
  detail: (organizationId: string, payoutId: string) =>
    ['organizations', organizationId, 'payouts', 'detail', payoutId] as const,
};

/** The filters as the api's query string (amounts in minor units, days as instants). */
export function payoutSearchParams(filters: TStaffPayoutFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.status !== null) params.status = filters.status;
  if (filters.from !== '') params.from = new Date(`${filters.from}T00:00:00`).toISOString();
  if (filters.to !== '')
    params.to = new Date(new Date(`${filters.to}T00:00:00`).getTime() + 86_400_000).toISOString();
  if (filters.minAmount !== null) params.minAmountMinor = String(Math.round(filters.minAmount * 100));
  if (filters.maxAmount !== null) params.maxAmountMinor = String(Math.round(filters.maxAmount * 100));
  return params;
}

export function useStaffPayoutPage(
  organizationId: string | null,
  filters: TStaffPayoutFilters,
  page: number,
  pageSize: number,
) {
  const api = useApi();
  const searchParams = { ...payoutSearchParams(filters), page: String(page), pageSize: String(pageSize) };
  return useQuery({
    queryKey: staffPayoutKeys.page(organizationId ?? '', searchParams),
    queryFn: () =>
      api
        .get(`api/organizations/${encodeURIComponent(organizationId ?? '')}/payouts`, { searchParams })
        .json<TStaffPayoutPage>(),
    enabled: organizationId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useStaffPayoutDetail(organizationId: string | null, payoutId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: staffPayoutKeys.detail(organizationId ?? '', payoutId ?? ''),
    queryFn: () =>
      api
        .get(
          `api/organizations/${encodeURIComponent(organizationId ?? '')}/payouts/${encodeURIComponent(payoutId ?? '')}`,
        )
        .json<TStaffPayoutDetail>(),
    enabled: organizationId !== null && payoutId !== null,
    staleTime: 0,
  });
}

export type TPayoutDecision =
  { step: 'approve' } | { step: 'reject'; reason: string } | { step: 'paid'; reference: string };

/** Approve, reject or mark paid; the list and the detail are read again after. */
export function usePayoutDecision(organizationId: string, payoutId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TPayoutDecision) => {
      const url = `api/organizations/${encodeURIComponent(organizationId)}/payouts/${encodeURIComponent(payoutId)}/${decision.step}`;
      const json =
        decision.step === 'reject'
          ? { reason: decision.reason }
          : decision.step === 'paid'
            ? { reference: decision.reference }
            : undefined;
      return api.post(url, json === undefined ? {} : { json }).json<TPayout>();
    },
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffPayoutKeys.all(organizationId) }),
  });
}

/** The filtered list as a CSV file, fetched with the session's credentials and handed to the browser. */
export function useExportPayouts(organizationId: string | null) {
  const api = useApi();
  return useMutation({
    mutationFn: async (filters: TStaffPayoutFilters) => {
      const blob = await api
        .get(`api/organizations/${encodeURIComponent(organizationId ?? '')}/payouts/export.csv`, {
          searchParams: payoutSearchParams(filters),
        })
        .blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'payouts.csv';
      link.click();
      URL.revokeObjectURL(url);
    },
    retry: false,
  });
}
