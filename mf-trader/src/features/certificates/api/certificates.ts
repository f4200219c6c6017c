import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCertificatePage, TCertificatePreferences } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/me/certificates: one page of the trader's certificates, newest first. */
export function useCertificatePage(page: number, pageSize: number) {
  const api = useApi();
  const searchParams = { page: String(page), pageSize: String(pageSize) };
  return useQuery({
    queryKey: queryKeys.certificatePage(page, pageSize),
    queryFn: () => api.get('api/me/certificates', { searchParams }).json<TCertificatePage>(),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/me/certificates/preferences: how the trader's name is printed from now on. */
export function useSaveCertificatePreferences() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TCertificatePreferences) =>
      api.put('api/me/certificates/preferences', { json: preferences }).json<TCertificatePreferences>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.certificates }),
  });
}

/**
 * GET /api/me/certificates/:id/pdf as a blob: the route needs the bearer token, so a plain link cannot
 * open it; the page turns the blob into an object URL for the preview and the download.
 */
export function useCertificatePdf() {
  const api = useApi();
  return useMutation({
    mutationFn: (certificateId: string) => api.get(`api/me/certificates/${certificateId}/pdf`).blob(),
  });
}
