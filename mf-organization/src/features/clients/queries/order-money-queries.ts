import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateRefund, TOrderLedger } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';
import { clientKeys } from './client-queries.ts';

export const orderLedgerKey = (organizationId: string, orderId: string) =>
  ['organizations', organizationId, 'orders', orderId, 'ledger'] as const;

const orderPath = (organizationId: string, orderId: string) =>
  `api/organizations/${encodeURIComponent(organizationId)}/orders/${encodeURIComponent(orderId)}`;

/** An order's money movements, read when staff open them under the order (clients.read). */
export function useOrderLedger(organizationId: string, orderId: string, isOpen: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: orderLedgerKey(organizationId, orderId),
    queryFn: () => api.get(`${orderPath(organizationId, orderId)}/ledger`).json<TOrderLedger>(),
    enabled: isOpen,
    staleTime: 0,
  });
}

/**
 * Refunds an order (billing.refund). The answer is the order's ledger, kept for its movements; the client
 * is read again, since the refund changes the order's figures and may close the account it bought.
 */
export function useRefundOrder(organizationId: string, userId: string, orderId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateRefund) =>
      api.post(`${orderPath(organizationId, orderId)}/refunds`, { json: input }).json<TOrderLedger>(),
    retry: false,
    onSuccess: (ledger) => {
      queryClient.setQueryData(orderLedgerKey(organizationId, orderId), ledger);
      return queryClient.invalidateQueries({ queryKey: clientKeys.detail(organizationId, userId) });
    },
  });
}
