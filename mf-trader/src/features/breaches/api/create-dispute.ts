import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateDispute, TDispute } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/trading-accounts/:id/breaches/:breachId/disputes; the account is read again to show it. */
export function useCreateDispute(accountId: string, breachId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dispute: TCreateDispute) =>
      api
        .post(
          `api/trading-accounts/${encodeURIComponent(accountId)}/breaches/${encodeURIComponent(breachId)}/disputes`,
          { json: dispute },
        )
        .json<TDispute>(),
    // One dispute per breach: the api refuses a second, so the form never sends one by itself.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account(accountId), exact: true }),
  });
}
