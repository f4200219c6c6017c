import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSecurityDashboard } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';

export const securityKeys = {
  dashboard: (organizationId: string) => ['organizations', organizationId, 'security'] as const,
};

/** How often an open dashboard reads again: sessions and failed sign-ins move while someone watches. */
const REFRESH_MS = 60_000;

/** GET /api/organizations/:organizationId/security; keyed by the organization, so a switch refetches. */
export function useSecurityDashboard(organizationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: securityKeys.dashboard(organizationId ?? ''),
    queryFn: () =>
      api
        .get(`api/organizations/${encodeURIComponent(organizationId ?? '')}/security`)
        .json<TSecurityDashboard>(),
    enabled: organizationId !== null,
    refetchInterval: REFRESH_MS,
  });
}

/** Ends a staff member's session; the dashboard is read again after, whatever the answer. */
export function useRevokeStaffSession(organizationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) => {
      await api.post(
        `api/organizations/${encodeURIComponent(organizationId)}/security/sessions/${encodeURIComponent(sessionId)}/revoke`,
      );
    },
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.dashboard(organizationId) }),
  });
}
