import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMfaEnrolment, TMfaStatus, TRecoveryCodes } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';

const MFA_STATUS_KEY = ['auth', 'mfa'] as const;

/** GET /api/auth/mfa: whether the authenticator is on, required, and how many recovery codes are left. */
export function useTwoFactorStatus() {
  const api = useApi();
  return useQuery({
    queryKey: MFA_STATUS_KEY,
    queryFn: () => api.get('api/auth/mfa').json<TMfaStatus>(),
    staleTime: 0,
  });
}

/** Every change of the settings answers once and then the status is read again. */
function useTwoFactorMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // Never retried: a one-time code is used up by the first attempt.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY }),
  });
}

/** POST /api/auth/mfa/totp: a new secret and QR code, pending until confirmed. */
export function useStartEnrolment() {
  const api = useApi();
  return useTwoFactorMutation(() => api.post('api/auth/mfa/totp').json<TMfaEnrolment>());
}

/** POST /api/auth/mfa/totp/confirm: the first code turns it on; answers the recovery codes once. */
export function useConfirmEnrolment() {
  const api = useApi();
  return useTwoFactorMutation((code: string) =>
    api.post('api/auth/mfa/totp/confirm', { json: { code } }).json<TRecoveryCodes>(),
  );
}

/** POST /api/auth/mfa/recovery-codes: new recovery codes after a current code. */
export function useRegenerateRecoveryCodes() {
  const api = useApi();
  return useTwoFactorMutation((code: string) =>
    api.post('api/auth/mfa/recovery-codes', { json: { code } }).json<TRecoveryCodes>(),
  );
}

/** DELETE /api/auth/mfa/totp: turns the authenticator off after a current code. */
export function useDisableTwoFactor() {
  const api = useApi();
  return useTwoFactorMutation(async (code: string) => {
    await api.delete('api/auth/mfa/totp', { json: { code } });
  });
}
