import { useQueries } from '@tanstack/react-query';
import type { TCouponPreview } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';

/** How long a code's check for a plan is reused: a refusal or a price rarely changes within minutes. */
const PREVIEW_STALE_MS = 60_000;

/**
 * POST /api/me/coupons/preview for each shown plan once a code is applied: the discount and the price to
 * pay, or the api's refusal (its error). Never retried: a refusal is an answer, and the route is
 * rate-limited. The server prices the order again when it is placed.
 */
export function useCouponPreviews(code: string | null, planIds: readonly string[]) {
  const api = useApi();
  return useQueries({
    queries: planIds.map((planId) => ({
      queryKey: ['me', 'coupon-preview', code ?? '', planId] as const,
      queryFn: () => api.post('api/me/coupons/preview', { json: { planId, code } }).json<TCouponPreview>(),
      enabled: code !== null,
      retry: false,
      staleTime: PREVIEW_STALE_MS,
    })),
  });
}
