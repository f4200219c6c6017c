import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type {
  TWhiteLabelRequestPage,
  TWhiteLabelRequestPageQuery,
  TWhiteLabelRequestRecord,
  TWhiteLabelRequestStatusChange,
} from '../contracts/index.ts';

/** Every cached page of the list starts with this key, whatever its page and filter. */
export const WHITE_LABEL_REQUESTS_KEY = ['white-label-requests'] as const;

export type TWhiteLabelRequestStatusChangeInput = TWhiteLabelRequestStatusChange & { id: string };

/** GET /api/white-label-requests (platform admins and managers): one page, optionally of one status. */
export function whiteLabelRequestsQuery(
  api: KyInstance,
  { page, pageSize, status }: TWhiteLabelRequestPageQuery,
) {
  const searchParams = { page: String(page), pageSize: String(pageSize), ...(status ? { status } : {}) };
  return queryOptions({
    queryKey: [...WHITE_LABEL_REQUESTS_KEY, 'list', searchParams],
    queryFn: () => api.get('api/white-label-requests', { searchParams }).json<TWhiteLabelRequestPage>(),
    // Firms write in at any time and several staff work the list: read it again whenever it is shown.
    staleTime: 0,
    refetchOnMount: true,
    // Paging or filtering keeps the rows on screen until the next page arrives, instead of a blank table.
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/white-label-requests/:id: a new status, optionally with the internal note; answers the row. */
export function changeWhiteLabelRequestStatusMutation(api: KyInstance) {
  return mutationOptions({
    mutationKey: [...WHITE_LABEL_REQUESTS_KEY, 'change-status'],
    mutationFn: ({ id, ...change }: TWhiteLabelRequestStatusChangeInput) =>
      api
        .patch(`api/white-label-requests/${encodeURIComponent(id)}`, { json: change })
        .json<TWhiteLabelRequestRecord>(),
  });
}
