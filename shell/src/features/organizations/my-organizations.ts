import { skipToken, useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import type { TMyOrganization } from '@propdesk/shared/contracts';
import { useSession } from '@propdesk/shared/session';
import { useApiClient } from '../../lib/shell-api.tsx';

/**
 * The signed-in user's organizations (admins: all of them, newest first; everyone else: their active
 * memberships). `isWanted` false skips the request, for callers that only sometimes need them.
 */
export function useMyOrganizations(isWanted = true) {
  const api = useApiClient();
  const userId = useSession((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: ['me', 'organizations', userId],
    queryFn:
      userId === null || !isWanted
        ? skipToken
        : async () =>
            (await api.get('api/me/organizations').json<{ organizations: TMyOrganization[] }>())
              .organizations,
  });
}

interface CurrentOrganizationState {
  chosenId: string | null;
  choose: (organizationId: string) => void;
}

/** The organization the user picked in the switcher (kept for this tab only). */
export const useCurrentOrganizationChoice = create<CurrentOrganizationState>()((set) => ({
  chosenId: null,
  choose: (organizationId) => set({ chosenId: organizationId }),
}));

/** The chosen one, else the organization with slug `default`, else the first. */
export function pickCurrentOrganization(
  organizations: readonly TMyOrganization[],
  chosenId: string | null,
): TMyOrganization | null {
  return (
    organizations.find((organization) => organization.id === chosenId) ??
    organizations.find((organization) => organization.slug === 'default') ??
    organizations[0] ??
    null
  );
}

export function useCurrentOrganization(): TMyOrganization | null {
  const { data } = useMyOrganizations();
  const chosenId = useCurrentOrganizationChoice((state) => state.chosenId);
  return data ? pickCurrentOrganization(data, chosenId) : null;
}
