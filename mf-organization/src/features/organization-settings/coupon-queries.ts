import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCoupon, TCouponInput, TCouponPage } from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';
import { useRefreshingChange } from './queries.ts';

/** What the coupon list asks for: a page of the coupons whose code contains `search`. */
export type TCouponListView = { search: string; page: number };

export const COUPON_PAGE_SIZE = 20;

const couponsKey = (organizationId: string) => ['organizations', organizationId, 'coupons'] as const;
const couponsPath = (organizationId: string) =>
  `api/organizations/${encodeURIComponent(organizationId)}/coupons`;

/** GET one page of the firm's coupons; the page on screen stays while the next one loads. */
export function useCoupons(organizationId: string, { search, page }: TCouponListView) {
  const api = useApi();
  return useQuery({
    queryKey: [...couponsKey(organizationId), { search, page }],
    queryFn: () =>
      api
        .get(couponsPath(organizationId), {
          searchParams: {
            page,
            pageSize: COUPON_PAGE_SIZE,
            ...(search === '' ? {} : { search }),
          },
        })
        .json<TCouponPage>(),
    placeholderData: keepPreviousData,
  });
}

/** Adds a coupon (no id) or changes one; the list is asked again either way. */
export function useSaveCoupon(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(
    couponsKey(organizationId),
    ({ couponId, input }: { couponId: string | null; input: TCouponInput }) =>
      (couponId === null
        ? api.post(couponsPath(organizationId), { json: input })
        : api.put(`${couponsPath(organizationId)}/${encodeURIComponent(couponId)}`, { json: input })
      ).json<TCoupon>(),
  );
}

/** Takes a coupon off offer; the list is asked again. */
export function useDeactivateCoupon(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(couponsKey(organizationId), (couponId: string) =>
    api.post(`${couponsPath(organizationId)}/${encodeURIComponent(couponId)}/deactivate`).json<TCoupon>(),
  );
}
