import { useMutation } from '@tanstack/react-query';
import type { TProfileUpdateRequest, TSessionUser } from '@propdesk/shared/contracts';
import { sessionStore, useApi } from '@propdesk/shared/session';

/** PATCH /api/me/profile; the answer replaces the session's user, so the header's greeting follows. */
export function useUpdateProfile() {
  const api = useApi();
  return useMutation({
    mutationFn: (changes: TProfileUpdateRequest) =>
      api.patch('api/me/profile', { json: changes }).json<TSessionUser>(),
    retry: false,
    onSuccess: (user) => sessionStore.getState().setUser(user),
  });
}
