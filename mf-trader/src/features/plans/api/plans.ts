import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateOrder, TOrder, TTraderPlansResponse } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/me/plans: the programs of the trader's own organization, with their rules and plans, and
 * whether this installation can take a payment at all.
 */
export function usePlans() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.plans,
    queryFn: () => api.get('api/me/plans').json<TTraderPlansResponse>(),
  });
}

/**
 * POST /api/orders. The caller keeps one idempotency key per checkout attempt, so the mutation's own
 * retry and a second click after a lost answer never buy twice.
 */
export function useCreateOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: TCreateOrder) => api.post('api/orders', { json: order }).json<TOrder>(),
    // The confirmation page shows the order at once instead of loading it again.
    onSuccess: (order) => queryClient.setQueryData(queryKeys.order(order.id), order),
  });
}
