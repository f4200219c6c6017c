import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPayout,
  TPayoutMethod,
  TPayoutMethodInput,
  TPayoutMethodList,
  TPayoutOverview,
  TRequestPayout,
} from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';

export const payoutKeys = {
  overview: ['me', 'payouts'] as const,
  methods: ['me', 'payout-methods'] as const,
};

/** GET /api/me/payouts: each funded account's checklist and amounts, and the trader's payouts. */
export function usePayoutOverview() {
  const api = useApi();
  return useQuery({
    queryKey: payoutKeys.overview,
    queryFn: () => api.get('api/me/payouts').json<TPayoutOverview>(),
    // The checklist moves with trades and time: read it again whenever the page is shown.
    staleTime: 0,
    refetchOnMount: true,
  });
}

/** GET /api/me/payout-methods. */
export function usePayoutMethods() {
  const api = useApi();
  return useQuery({
    queryKey: payoutKeys.methods,
    queryFn: () => api.get('api/me/payout-methods').json<TPayoutMethodList>(),
  });
}

/** POST /api/me/payout-methods: the api checks the IBAN, BIC or wallet address again. */
export function useSavePayoutMethod() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPayoutMethodInput) =>
      api.post('api/me/payout-methods', { json: input }).json<TPayoutMethod>(),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.methods }),
  });
}

/** PUT /api/me/payout-methods/:methodId: the method changed, checked by the api as when added. */
export function useUpdatePayoutMethod() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ methodId, input }: { methodId: string; input: TPayoutMethodInput }) =>
      api.put(`api/me/payout-methods/${methodId}`, { json: input }).json<TPayoutMethod>(),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.methods }),
  });
}

/** DELETE /api/me/payout-methods/:methodId: requests already made keep where they were sent. */
export function useDeletePayoutMethod() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (methodId: string) => {
      await api.delete(`api/me/payout-methods/${methodId}`);
    },
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.methods }),
  });
}

/** POST /api/me/payouts, with a key chosen once per request so a retry never asks twice. */
export function useRequestPayout() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRequestPayout) => api.post('api/me/payouts', { json: input }).json<TPayout>(),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.overview }),
  });
}
