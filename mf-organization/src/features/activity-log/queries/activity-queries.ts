import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  TActivityPage,
  TAuditAction,
  TAuditOutcome,
  TAuditTargetType,
} from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';

/** The activity log's filters as the page keeps them in its address (days are the reader's calendar days). */
export type TActivityFilterValues = {
  actor: string;
  action: TAuditAction | '';
  targetType: TAuditTargetType | '';
  targetId: string;
  outcome: TAuditOutcome | '';
  /** YYYY-MM-DD, in the reader's time zone. */
  from: string;
  to: string;
};

export const NO_ACTIVITY_FILTERS: TActivityFilterValues = {
  actor: '',
  action: '',
  targetType: '',
  targetId: '',
  outcome: '',
  from: '',
  to: '',
};

export const ACTIVITY_FILTER_NAMES = Object.keys(NO_ACTIVITY_FILTERS) as (keyof TActivityFilterValues)[];

export const ACTIVITY_PAGE_SIZE = 50;

export const activityKeys = {
  page: (organizationId: string, params: object) =>
    ['organizations', organizationId, 'activity', params] as const,
};

/** The filters as the api's query string: the days become the instants that start and end them. */
export function activitySearchParams(filters: TActivityFilterValues): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of ['actor', 'action', 'targetType', 'targetId', 'outcome'] as const) {
    const value = filters[name].trim();
    if (value !== '') params[name] = value;
  }
  if (filters.from !== '') params.from = new Date(`${filters.from}T00:00:00`).toISOString();
  if (filters.to !== '') {
    params.to = new Date(new Date(`${filters.to}T00:00:00`).getTime() + 86_400_000).toISOString();
  }
  return params;
}

export function useActivityPage(
  organizationId: string | null,
  filters: TActivityFilterValues,
  cursor: string | null,
) {
  const api = useApi();
  const searchParams = {
    ...activitySearchParams(filters),
    ...(cursor === null ? {} : { cursor }),
    pageSize: String(ACTIVITY_PAGE_SIZE),
  };
  return useQuery({
    queryKey: activityKeys.page(organizationId ?? '', searchParams),
    queryFn: () =>
      api
        .get(`api/organizations/${encodeURIComponent(organizationId ?? '')}/activity`, { searchParams })
        .json<TActivityPage>(),
    enabled: organizationId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The filtered log as a CSV file, fetched with the session's credentials and handed to the browser. */
export function useExportActivity(organizationId: string | null) {
  const api = useApi();
  return useMutation({
    mutationFn: async (filters: TActivityFilterValues) => {
      const blob = await api
        .get(`api/organizations/${encodeURIComponent(organizationId ?? '')}/activity/export.csv`, {
          searchParams: activitySearchParams(filters),
        })
        .blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'activity.csv';
      link.click();
      URL.revokeObjectURL(url);
    },
    retry: false,
  });
}
