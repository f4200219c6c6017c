import { skipToken, useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import type { TMyOrganization } from '../contracts/index.ts';
import { useApi } from './api-provider.tsx';
import { useSession } from './session-store.ts';

/**
 * The signed-in user's organizations (admins: all of them, newest first; everyone else: their active
 * memberships). `isWanted` false skips the request, for callers that only sometimes need them. The shell
 * and the remotes read the same cache entry, so a remote's page and the shell's header agree on the list.
 */
export function useMyOrganizations(isWanted = true) {
  const api = useApi();
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

/**
 * The organization the user picked in the switcher (kept for this tab only). It lives in this shared
 * singleton module, so a remote's page (the organization's notifications) follows the shell's switcher.
 */
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

/** The organization being run in this tab; null while the list loads or when there is none. */
export function useCurrentOrganization(): TMyOrganization | null {
  const { data } = useMyOrganizations();
  const chosenId = useCurrentOrganizationChoice((state) => state.chosenId);
  return data ? pickCurrentOrganization(data, chosenId) : null;
}
