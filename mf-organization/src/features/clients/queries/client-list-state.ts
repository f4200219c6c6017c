import {
  CLIENT_SORT_DIRECTIONS,
  CLIENT_SORTS,
  type TClientSort,
  type TClientSortDirection,
} from '@propdesk/shared/domain/clients.ts';
import { KYC_STATUSES, type TKycStatus } from '@propdesk/shared/domain';

/**
 * What the client list shows, as the URL's search parameters hold it, so a link (the dashboard's "identity
 * checks waiting" card) opens the list already filtered and the browser's back button restores it:
 *
 * | parameter    | value                                   | meaning                                   |
 * | ------------ | --------------------------------------- | ----------------------------------------- |
 * | `search`     | text                                    | part of the name or email, any case        |
 * | `country`    | ISO code (`IT`)                         | the client's country                      |
 * | `kyc`        | `not_started`, `submitted`, `approved`, `rejected` | the identity check's state     |
 * | `funded`     | `true`, `false`                         | holds a live funded account               |
 * | `blocked`    | `true`, `false`                         | sign-in blocked                           |
 * | `joinedFrom` | `YYYY-MM-DD`                            | joined on or after that day (reader's day) |
 * | `joinedTo`   | `YYYY-MM-DD`                            | joined on or before that day              |
 * | `sort`       | `joined` (default), `name`, `last_activity` | the order                             |
 * | `dir`        | `asc`, `desc`                           | the order's direction (each sort has its own default) |
 * | `page`       | 1, 2, …                                 | the page                                  |
 *
 * Example: `/organization/clients?kyc=submitted&funded=true`. A value the list does not know is ignored.
 */
export type TClientListState = {
  search: string;
  country: string | null;
  kyc: TKycStatus | null;
  funded: boolean | null;
  blocked: boolean | null;
  joinedFrom: string;
  joinedTo: string;
  sort: TClientSort;
  direction: TClientSortDirection | null;
  page: number;
};

export const NO_CLIENT_FILTERS: TClientListState = {
  search: '',
  country: null,
  kyc: null,
  funded: null,
  blocked: null,
  joinedFrom: '',
  joinedTo: '',
  sort: 'joined',
  direction: null,
  page: 1,
};

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((each) => each === value) ?? null;
}

function flagOf(value: string | null): boolean | null {
  return value === 'true' ? true : value === 'false' ? false : null;
}

function dayOf(value: string | null): string {
  return value !== null && DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
}

/** The list's state read from the URL; anything it does not understand is left out. */
export function readClientListState(params: URLSearchParams): TClientListState {
  const page = Number(params.get('page'));
  const country = params.get('country')?.toUpperCase() ?? null;
  return {
    search: params.get('search')?.slice(0, 200) ?? '',
    country: country !== null && /^[A-Z]{2}$/.test(country) ? country : null,
    kyc: oneOf(KYC_STATUSES, params.get('kyc')),
    funded: flagOf(params.get('funded')),
    blocked: flagOf(params.get('blocked')),
    joinedFrom: dayOf(params.get('joinedFrom')),
    joinedTo: dayOf(params.get('joinedTo')),
    sort: oneOf(CLIENT_SORTS, params.get('sort')) ?? 'joined',
    direction: oneOf(CLIENT_SORT_DIRECTIONS, params.get('dir')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The state as the URL's search parameters, defaults left out so a plain list has a plain URL. */
export function clientListSearchParams(state: TClientListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim() !== '') params.set('search', state.search.trim());
  if (state.country !== null) params.set('country', state.country);
  if (state.kyc !== null) params.set('kyc', state.kyc);
  if (state.funded !== null) params.set('funded', String(state.funded));
  if (state.blocked !== null) params.set('blocked', String(state.blocked));
  if (state.joinedFrom !== '') params.set('joinedFrom', state.joinedFrom);
  if (state.joinedTo !== '') params.set('joinedTo', state.joinedTo);
  if (state.sort !== 'joined') params.set('sort', state.sort);
  if (state.direction !== null) params.set('dir', state.direction);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The filters as the api's query string: days become the instants of the reader's midnights. */
export function clientFilterQuery(state: TClientListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.search.trim() !== '') query.search = state.search.trim();
  if (state.country !== null) query.country = state.country;
  if (state.kyc !== null) query.kyc = state.kyc;
  if (state.funded !== null) query.funded = String(state.funded);
  if (state.blocked !== null) query.blocked = String(state.blocked);
  if (state.joinedFrom !== '') query.joinedFrom = new Date(`${state.joinedFrom}T00:00:00`).toISOString();
  if (state.joinedTo !== '') {
    // Up to the end of that day: the api's bound is exclusive.
    const end = new Date(`${state.joinedTo}T00:00:00`);
    end.setDate(end.getDate() + 1);
    query.joinedTo = end.toISOString();
  }
  return query;
}

/** Whether any filter (not the sort or the page) narrows the list. */
export function hasClientFilters(state: TClientListState): boolean {
  return Object.keys(clientFilterQuery(state)).length > 0;
}
