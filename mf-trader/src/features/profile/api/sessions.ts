import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TActiveSession } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';

const SESSIONS_KEY = ['auth', 'sessions'] as const;

/** The user's signed-in devices (GET /api/auth/sessions), newest activity first. */
export function useSessions() {
  const api = useApi();
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () => (await api.get('api/auth/sessions').json<{ sessions: TActiveSession[] }>()).sessions,
    staleTime: 0,
  });
}

/** Signs one of the user's own devices out (DELETE /api/auth/sessions/:id). */
export function useEndSession() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.delete(`api/auth/sessions/${encodeURIComponent(sessionId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
