import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPlaceSimulatorOrder, TSimulatorPosition, TSimulatorQuote } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The ticket's bid and ask follow the simulator at this pace. */
export const QUOTES_POLL_MS = 1500;
/** Open positions are marked to market on the server; their floating P&L is read at this pace. */
export const POSITIONS_POLL_MS = 2000;

const positionsPath = (accountId: string) =>
  `api/trading-accounts/${encodeURIComponent(accountId)}/positions`;

/** GET /api/simulator/quotes, polled while the ticket is shown. */
export function useQuotes(isEnabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.quotes,
    queryFn: async () => (await api.get('api/simulator/quotes').json<{ quotes: TSimulatorQuote[] }>()).quotes,
    enabled: isEnabled,
    staleTime: 0,
    refetchInterval: QUOTES_POLL_MS,
    // A missed tick is not worth three retries: the next poll is a second away.
    retry: false,
  });
}

/** GET /api/trading-accounts/:id/positions: the open positions with their floating P&L. */
export function useOpenPositions(accountId: string, isLive: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.positions(accountId),
    queryFn: async () =>
      (await api.get(positionsPath(accountId)).json<{ positions: TSimulatorPosition[] }>()).positions,
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: isLive ? POSITIONS_POLL_MS : false,
  });
}

function useInvalidateAccount(accountId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.account(accountId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
  };
}

/** POST /api/trading-accounts/:id/positions: a market order from the trade ticket. */
export function usePlaceOrder(accountId: string) {
  const api = useApi();
  const invalidate = useInvalidateAccount(accountId);
  return useMutation({
    mutationFn: (order: TPlaceSimulatorOrder) =>
      api.post(positionsPath(accountId), { json: order }).json<TSimulatorPosition>(),
    // A market order is not idempotent: never send it twice on its own.
    retry: false,
    onSuccess: invalidate,
  });
}

/** POST /api/trading-accounts/:id/positions/:positionId/close. */
export function useClosePosition(accountId: string) {
  const api = useApi();
  const invalidate = useInvalidateAccount(accountId);
  return useMutation({
    mutationFn: (positionId: string) =>
      api
        .post(`${positionsPath(accountId)}/${encodeURIComponent(positionId)}/close`)
        .json<TSimulatorPosition>(),
    onSuccess: invalidate,
  });
}
