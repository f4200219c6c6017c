import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TConnectPaymentAccount, TPaymentAccount } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';

const paymentAccountKey = (organizationId: string) =>
  ['organizations', organizationId, 'payment-account'] as const;
const paymentAccountPath = (organizationId: string) =>
  `api/organizations/${encodeURIComponent(organizationId)}/payment-account`;

/** GET the firm's own Stripe account (never its keys); keyed by the organization. */
export function usePaymentAccount(organizationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: paymentAccountKey(organizationId),
    queryFn: () => api.get(paymentAccountPath(organizationId)).json<TPaymentAccount>(),
  });
}

/**
 * PUT new keys (the api tests the secret key with Stripe before saving) or DELETE them; the answer
 * replaces the cached account. Never retried: a refusal is the person's to correct.
 */
export function useChangePaymentAccount(organizationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = (account: TPaymentAccount) =>
    queryClient.setQueryData(paymentAccountKey(organizationId), account);
  return {
    connect: useMutation({
      mutationFn: (keys: TConnectPaymentAccount) =>
        api.put(paymentAccountPath(organizationId), { json: keys }).json<TPaymentAccount>(),
      retry: false,
      onSuccess,
    }),
    disconnect: useMutation({
      mutationFn: () => api.delete(paymentAccountPath(organizationId)).json<TPaymentAccount>(),
      retry: false,
      onSuccess,
    }),
  };
}
