import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TReceiptPage } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';

export const receiptKeys = {
  page: (page: number, pageSize: number) => ['me', 'receipts', page, pageSize] as const,
};

/** GET /api/me/receipts: one page of the trader's receipts, newest first. */
export function useReceiptPage(page: number, pageSize: number) {
  const api = useApi();
  const searchParams = { page: String(page), pageSize: String(pageSize) };
  return useQuery({
    queryKey: receiptKeys.page(page, pageSize),
    queryFn: () => api.get('api/me/receipts', { searchParams }).json<TReceiptPage>(),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/me/receipts/:id/pdf as a blob: the route needs the bearer token, so a plain link cannot open
 * it; the section turns the blob into an object URL and downloads it.
 */
export function useReceiptPdf() {
  const api = useApi();
  return useMutation({
    mutationFn: (receiptId: string) => api.get(`api/me/receipts/${receiptId}/pdf`).blob(),
  });
}
