import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * How often a paid order is read again while its account is being opened: every 3 s, the delay of the
 * trading-account check after a payment. With the sandbox the account opens in the payment's own
 * transaction, so this only runs for a provider whose webhook arrives after the buyer returns.
 */
const TRADING_ACCOUNT_CHECK_DELAY_MS = 3_000;

/** GET /api/orders/:orderId; read again while it is paid but its account is not open yet. */
export function useOrder(orderId: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.order(orderId),
    queryFn: () => api.get(`api/orders/${encodeURIComponent(orderId)}`).json<TOrder>(),
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: (query) => {
      const order = query.state.data;
      const isOpening = order?.status === 'paid' && order.tradingAccountId === null;
      // A real provider confirms the payment by its webhook, a moment after the trader comes back.
      const isAwaitingProvider = order?.status === 'pending' && order.paymentUrl !== null;
      return isOpening || isAwaitingProvider ? TRADING_ACCOUNT_CHECK_DELAY_MS : false;
    },
  });
}

/** POST /api/orders/:orderId/sandbox-confirm: the built-in test provider's approve or decline. */
export function useConfirmSandboxPayment(orderId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'approve' | 'decline') =>
      api
        .post(`api/orders/${encodeURIComponent(orderId)}/sandbox-confirm`, { json: { outcome } })
        .json<TOrder>(),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.order(orderId), order);
      if (order.status === 'paid') {
        // A new account and an "account opened" line: the dashboard must not show the old lists.
        void queryClient.invalidateQueries({ queryKey: queryKeys.accounts });
        void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
      }
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.order(orderId) }),
  });
}
