import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TWhiteLabelProvisioning,
  TWhiteLabelRequestPage,
  TWhiteLabelRequestRecord,
  TWhiteLabelRequestStatus,
} from '@propdesk/shared/contracts';
import {
  WHITE_LABEL_REQUESTS_KEY,
  changeWhiteLabelRequestStatusMutation,
  whiteLabelRequestsQuery,
  type TWhiteLabelRequestStatusChangeInput,
} from '@propdesk/shared/http';
import { useApi } from '@propdesk/shared/session';

export const REQUESTS_PAGE_SIZE = 20;

/** One page of the requests, newest first, optionally of one status. */
export function useWhiteLabelRequests(page: number, status: TWhiteLabelRequestStatus | null) {
  const api = useApi();
  return useQuery(
    whiteLabelRequestsQuery(api, { page, pageSize: REQUESTS_PAGE_SIZE, ...(status ? { status } : {}) }),
  );
}

type TRowUpdate = (row: TWhiteLabelRequestRecord) => TWhiteLabelRequestRecord;

/** Applies `update` to the request in every cached page (any page, any filter) that shows it. */
function updateCachedRows(queryClient: QueryClient, id: string, update: TRowUpdate): void {
  queryClient.setQueriesData<TWhiteLabelRequestPage>({ queryKey: WHITE_LABEL_REQUESTS_KEY }, (page) =>
    page === undefined
      ? page
      : { ...page, requests: page.requests.map((row) => (row.id === id ? update(row) : row)) },
  );
}

/**
 * Changes a request's status (and note) at once on screen; the server's answer then replaces the row,
 * a failure puts the cached pages back as they were, and either way the list is read again (a row may
 * have left the filtered status).
 */
export function useChangeRequestStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    ...changeWhiteLabelRequestStatusMutation(api),
    onMutate: async (change: TWhiteLabelRequestStatusChangeInput) => {
      await queryClient.cancelQueries({ queryKey: WHITE_LABEL_REQUESTS_KEY });
      const snapshot = queryClient.getQueriesData<TWhiteLabelRequestPage>({
        queryKey: WHITE_LABEL_REQUESTS_KEY,
      });
      updateCachedRows(queryClient, change.id, (row) => ({
        ...row,
        status: change.status,
        ...(change.note === undefined ? {} : { note: change.note.trim() === '' ? null : change.note.trim() }),
      }));
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      context?.snapshot.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data));
    },
    onSuccess: (record) => updateCachedRows(queryClient, record.id, () => record),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WHITE_LABEL_REQUESTS_KEY }),
  });
}

/**
 * Provisions the firm's organization from its request (platform admins, with a second factor); the
 * answer replaces the row, so the drawer shows the organization at once.
 */
export function useProvisionRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TWhiteLabelProvisioning & { id: string }) =>
      api
        .post(`api/white-label-requests/${encodeURIComponent(id)}/provision`, { json: input })
        .json<TWhiteLabelRequestRecord>(),
    retry: false,
    onSuccess: (record) => updateCachedRows(queryClient, record.id, () => record),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WHITE_LABEL_REQUESTS_KEY }),
  });
}
