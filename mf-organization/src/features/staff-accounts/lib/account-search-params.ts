import {
  PHASE_KINDS,
  PROGRAMS,
  STAFF_ACCOUNT_SORT_ORDERS,
  STAFF_ACCOUNT_SORTS,
  STAFF_ACCOUNT_STATUS_FILTERS,
  TRADING_PLATFORMS,
  type TPhaseKind,
  type TProgram,
  type TStaffAccountSort,
  type TStaffAccountSortOrder,
  type TStaffAccountStatusFilter,
  type TTradingPlatform,
} from '@propdesk/shared/domain';

/**
 * The firm's account list as its page's address says it (docs: Product › Accounts), so a link such as
 * `/organization/accounts?status=breached&breachedToday=true` opens the list filtered. The names are the
 * api's (GET /organizations/:id/trading-accounts): `program`, `phase`, `status` (an account status or
 * `breached`), `platform`, `breachedToday=true`, `search`, `sort`, `order` and `page`. A value the page
 * does not know is ignored, as if absent.
 */
export type TStaffAccountFilters = {
  program: TProgram | null;
  phase: TPhaseKind | null;
  status: TStaffAccountStatusFilter | null;
  platform: TTradingPlatform | null;
  breachedToday: boolean;
  search: string;
  sort: TStaffAccountSort;
  order: TStaffAccountSortOrder;
  page: number;
};

export const DEFAULT_STAFF_ACCOUNT_FILTERS: TStaffAccountFilters = {
  program: null,
  phase: null,
  status: null,
  platform: null,
  breachedToday: false,
  search: '',
  sort: 'opened',
  order: 'desc',
  page: 1,
};

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

export function filtersFromSearchParams(params: URLSearchParams): TStaffAccountFilters {
  const page = Number(params.get('page'));
  return {
    program: oneOf(PROGRAMS, params.get('program')),
    phase: oneOf(PHASE_KINDS, params.get('phase')),
    status: oneOf(STAFF_ACCOUNT_STATUS_FILTERS, params.get('status')),
    platform: oneOf(TRADING_PLATFORMS, params.get('platform')),
    breachedToday: params.get('breachedToday') === 'true',
    search: (params.get('search') ?? '').trim().slice(0, 100),
    sort: oneOf(STAFF_ACCOUNT_SORTS, params.get('sort')) ?? DEFAULT_STAFF_ACCOUNT_FILTERS.sort,
    order: oneOf(STAFF_ACCOUNT_SORT_ORDERS, params.get('order')) ?? DEFAULT_STAFF_ACCOUNT_FILTERS.order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filters as search parameters, the defaults left out (also what the api is asked, pageSize aside). */
export function searchParamsOf(filters: TStaffAccountFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.program !== null) params.program = filters.program;
  if (filters.phase !== null) params.phase = filters.phase;
  if (filters.status !== null) params.status = filters.status;
  if (filters.platform !== null) params.platform = filters.platform;
  if (filters.breachedToday) params.breachedToday = 'true';
  if (filters.search !== '') params.search = filters.search;
  if (filters.sort !== DEFAULT_STAFF_ACCOUNT_FILTERS.sort) params.sort = filters.sort;
  if (filters.order !== DEFAULT_STAFF_ACCOUNT_FILTERS.order) params.order = filters.order;
  if (filters.page !== 1) params.page = String(filters.page);
  return params;
}
