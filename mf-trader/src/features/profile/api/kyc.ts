import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TKycDocument, TKycSubmission, TOwnKyc } from '@propdesk/shared/contracts';
import type { TKycDocumentKind } from '@propdesk/shared/domain';
import { useApi } from '@propdesk/shared/session';

const OWN_KYC_KEY = ['me', 'kyc'] as const;

/** GET /api/me/kyc: the trader's identity check, its documents and any rejection reason. */
export function useOwnKyc() {
  const api = useApi();
  return useQuery({ queryKey: OWN_KYC_KEY, queryFn: () => api.get('api/me/kyc').json<TOwnKyc>() });
}

/**
 * PUT /api/me/kyc/documents/:kind: one file, its bytes as the body. The api reads the type from the
 * bytes, so the browser's guess is not sent.
 */
export function useUploadKycDocument() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: TKycDocumentKind; file: Blob }) =>
      api
        .put(`api/me/kyc/documents/${kind}`, {
          body: file,
          headers: { 'content-type': 'application/octet-stream' },
        })
        .json<TKycDocument>(),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWN_KYC_KEY }),
  });
}

/** POST /api/me/kyc: sends the check for review once every document is uploaded. */
export function useSubmitKyc() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: TKycSubmission) => api.post('api/me/kyc', { json: submission }).json<TOwnKyc>(),
    retry: false,
    onSuccess: (kyc) => queryClient.setQueryData(OWN_KYC_KEY, kyc),
  });
}
