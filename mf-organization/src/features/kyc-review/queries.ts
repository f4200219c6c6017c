import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TKycDecision, TKycDetail, TKycDocumentLink, TKycPage } from '@propdesk/shared/contracts';
import type { TKycStatus } from '@propdesk/shared/domain';
import { useApi } from '@propdesk/shared/session';

export const KYC_REVIEW_PAGE_SIZE = 20;

const kycKeys = {
  all: (organizationId: string) => ['organizations', organizationId, 'kyc'] as const,
  page: (organizationId: string, status: TKycStatus | null, page: number) =>
    [...kycKeys.all(organizationId), 'page', status, page] as const,
  detail: (organizationId: string, verificationId: string) =>
    [...kycKeys.all(organizationId), 'detail', verificationId] as const,
};

/** GET /api/organizations/:id/kyc: one page of the organization's checks, paged on the server. */
export function useKycPage(organizationId: string, status: TKycStatus | null, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: kycKeys.page(organizationId, status, page),
    queryFn: () =>
      api
        .get(`api/organizations/${organizationId}/kyc`, {
          searchParams: {
            page,
            pageSize: KYC_REVIEW_PAGE_SIZE,
            ...(status === null ? {} : { status }),
          },
        })
        .json<TKycPage>(),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/organizations/:id/kyc/:verificationId: the facts and the documents. */
export function useKycDetail(organizationId: string, verificationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: kycKeys.detail(organizationId, verificationId ?? ''),
    queryFn: () => api.get(`api/organizations/${organizationId}/kyc/${verificationId}`).json<TKycDetail>(),
    enabled: verificationId !== null,
  });
}

/** POST …/documents/:documentId/link: a fresh five-minute link, asked for each time a document opens. */
export function useKycDocumentLink(organizationId: string, verificationId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (documentId: string) =>
      api
        .post(`api/organizations/${organizationId}/kyc/${verificationId}/documents/${documentId}/link`)
        .json<TKycDocumentLink>(),
    retry: false,
  });
}

/** POST …/decision: approve, or reject with the reason the trader reads; the list is read again. */
export function useDecideKyc(organizationId: string, verificationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TKycDecision) =>
      api
        .post(`api/organizations/${organizationId}/kyc/${verificationId}/decision`, { json: decision })
        .json<TKycDetail>(),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKeys.all(organizationId) }),
  });
}
