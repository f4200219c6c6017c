import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTaxRate } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';

const taxRateKey = (organizationId: string) => ['organizations', organizationId, 'tax-rate'] as const;
const taxRatePath = (organizationId: string) =>
  `api/organizations/${encodeURIComponent(organizationId)}/tax-rate`;

/** GET the firm's tax rate (null for none); keyed by the organization, so another choice refetches. */
export function useTaxRate(organizationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: taxRateKey(organizationId),
    queryFn: () => api.get(taxRatePath(organizationId)).json<TTaxRate>(),
  });
}

/** PUT the rate (or null to remove it); the answer replaces the cached one. Never retried. */
export function useSaveTaxRate(organizationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taxRate: TTaxRate) =>
      api.put(taxRatePath(organizationId), { json: taxRate }).json<TTaxRate>(),
    retry: false,
    onSuccess: (saved) => queryClient.setQueryData(taxRateKey(organizationId), saved),
  });
}
