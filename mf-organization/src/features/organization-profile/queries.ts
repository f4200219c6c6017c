import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrganizationProfile, TOrganizationProfileInput } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';

export const organizationProfileKeys = {
  profile: (organizationId: string) => ['organizations', organizationId, 'profile'] as const,
};

/** GET /api/organizations/:organizationId/profile; keyed by the organization, so a switch refetches. */
export function useOrganizationProfile(organizationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: organizationProfileKeys.profile(organizationId ?? ''),
    queryFn: () =>
      api
        .get(`api/organizations/${encodeURIComponent(organizationId ?? '')}/profile`)
        .json<TOrganizationProfile>(),
    enabled: organizationId !== null,
  });
}

/** PUT the whole profile; the answer replaces the cached one. */
export function useSaveOrganizationProfile(organizationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TOrganizationProfileInput) =>
      api
        .put(`api/organizations/${encodeURIComponent(organizationId)}/profile`, { json: input })
        .json<TOrganizationProfile>(),
    retry: false,
    onSuccess: (profile) => {
      queryClient.setQueryData(organizationProfileKeys.profile(organizationId), profile);
      // The shell's header and switcher show the organization's name.
      void queryClient.invalidateQueries({ queryKey: ['me', 'organizations'] });
    },
  });
}
