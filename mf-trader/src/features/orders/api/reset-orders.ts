import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateResetOrder, TOrder, TResetOffer } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';
import { queryKeys } from '../../../lib/query-keys.ts';

const resetOfferKey = (accountId: string) => [...queryKeys.account(accountId), 'reset-offer'] as const;

/** GET /api/trading-accounts/:accountId/reset-offer, read only for an account that failed. */
export function useResetOffer(accountId: string, isFailed: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: resetOfferKey(accountId),
    queryFn: () =>
      api.get(`api/trading-accounts/${encodeURIComponent(accountId)}/reset-offer`).json<TResetOffer>(),
    enabled: isFailed,
    staleTime: 0,
  });
}

/**
 * POST /api/trading-accounts/:accountId/reset-orders. The caller keeps one idempotency key per checkout
 * attempt, so a second click after a lost answer never buys twice.
 */
export function useCreateResetOrder(accountId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateResetOrder) =>
      api
        .post(`api/trading-accounts/${encodeURIComponent(accountId)}/reset-orders`, { json: input })
        .json<TOrder>(),
    // The checkout page shows the order at once instead of loading it again.
    onSuccess: (order) => queryClient.setQueryData(queryKeys.order(order.id), order),
    // A refusal (the window just closed, a reset already paid) is read again from the offer.
    onError: () => queryClient.invalidateQueries({ queryKey: resetOfferKey(accountId) }),
  });
}
