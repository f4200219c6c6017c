import { skipToken, useQuery } from '@tanstack/react-query';
import type { TOrganizationStatusAnswer } from '@propdesk/shared/contracts';
import { useSession } from '@propdesk/shared/session';
import { useApiClient } from '../../lib/shell-api.tsx';

/** A user counts as active only when the status equals `active`. */
export const ALLOWED_ORGANIZATION_STATUSES: readonly string[] = ['active'];

export const ORGANIZATION_STATUS_KEY = ['me', 'organization-status'] as const;

/**
 * The signed-in user's organization status. Admins, managers and users without an organization bypass
 * the gate, so their status is never asked for.
 */
export function useOrganizationStatus() {
  const api = useApiClient();
  const user = useSession((state) => state.user);
  const needsCheck =
    user !== null &&
    user.profile.organizationId !== null &&
    !['admin', 'manager'].includes(user.profile.role);
  return useQuery({
    queryKey: [...ORGANIZATION_STATUS_KEY, user?.id],
    queryFn: needsCheck
      ? () => api.get('api/me/organization-status').json<TOrganizationStatusAnswer>()
      : skipToken,
    // Re-checked on demand ("Ricontrolla Status") and at each sign-in, not in the background.
    staleTime: Infinity,
  });
}

export type GateState = 'open' | 'checking' | { blockedBy: string };

/** Open while allowed; failures to ask keep the page open (the api enforces the status itself). */
export function gateStateFor(query: ReturnType<typeof useOrganizationStatus>): GateState {
  if (query.fetchStatus === 'idle' && query.data === undefined) return 'open';
  if (query.isPending) return 'checking';
  const status = query.data?.status;
  if (status === undefined || ALLOWED_ORGANIZATION_STATUSES.includes(status)) return 'open';
  return { blockedBy: status };
}
