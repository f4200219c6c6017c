import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@propdesk/shared/session';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/auth/change-password; the server signs the user's other devices out. */
export function useChangePassword() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post('api/auth/change-password', { json: input }),
    // Never retried: a second attempt with the old password would fail and confuse the message.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'sessions'] }),
  });
}
