import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { AUDIT_ACTION_VALUES, AUDIT_OUTCOMES, AUDIT_TARGET_TYPES } from '@propdesk/shared/domain/audit.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useCurrentOrganizationId } from '@propdesk/shared/session';
import { useSearchParams } from '@propdesk/shared/router';
import { activityLogTexts } from '../i18n/index.ts';
import {
  ACTIVITY_FILTER_NAMES,
  NO_ACTIVITY_FILTERS,
  useActivityPage,
  useExportActivity,
  type TActivityFilterValues,
} from '../queries/activity-queries.ts';
import { ActivityFilters } from './activity-filters.tsx';
import { ActivityTable } from './activity-table.tsx';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in the address; a value the page does not know (an edited link) is left out, not sent. */
function filtersOf(params: URLSearchParams): TActivityFilterValues {
  const value = (name: string) => params.get(name) ?? '';
  const oneOf = <T extends string>(name: string, allowed: readonly T[]): T | '' =>
    (allowed as readonly string[]).includes(value(name)) ? (value(name) as T) : '';
  const day = (name: string) => (DAY_PATTERN.test(value(name)) ? value(name) : '');
  return {
    actor: value('actor'),
    action: oneOf('action', AUDIT_ACTION_VALUES),
    targetType: oneOf('targetType', AUDIT_TARGET_TYPES),
    targetId: value('targetId'),
    outcome: oneOf('outcome', AUDIT_OUTCOMES),
    from: day('from'),
    to: day('to'),
  };
}

/**
 * The activity log of the organization being run (the shell's switcher chose it): who did what to what,
 * when and from where, newest first. The filters live in the address, so a filtered log can be bookmarked
 * or shared; pages follow the server's cursors (Older, Newer). Shared by the organization area and the
 * admin's organization view.
 */
export function ActivityLog() {
  const { t } = useLazyTranslation(activityLogTexts);
  const { organizationId, isPending: isOrganizationPending } = useCurrentOrganizationId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersOf(searchParams);
  const filterKey = JSON.stringify(filters);
  // The cursors of the pages before this one; empty on the first page. New filters start from the top.
  const [cursors, setCursors] = useState<string[]>([]);
  const [pagedKey, setPagedKey] = useState(filterKey);
  if (pagedKey !== filterKey) {
    setPagedKey(filterKey);
    setCursors([]);
  }
  const activity = useActivityPage(organizationId, filters, cursors.at(-1) ?? null);
  const exporter = useExportActivity(organizationId);
  const change = (next: Partial<TActivityFilterValues>) =>
    setSearchParams((params) => {
      for (const name of ACTIVITY_FILTER_NAMES) {
        const value = { ...filters, ...next }[name];
        if (value === NO_ACTIVITY_FILTERS[name]) params.delete(name);
        else params.set(name, value);
      }
      return params;
    });

  if (organizationId === null) {
    return <Text c="dimmed">{isOrganizationPending ? t('loading') : t('noOrganization')}</Text>;
  }
  const data = activity.data;
  const nextCursor = data?.nextCursor ?? null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <ActivityFilters
          filters={filters}
          onChange={change}
          onExport={() => exporter.mutate(filters)}
          isExporting={exporter.isPending}
          hasExportFailed={exporter.isError}
        />
        {activity.isPending ? <Text size="sm">{t('loading')}</Text> : null}
        {activity.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('loadFailed')}</Text>
              <Button size="xs" variant="light" onClick={() => void activity.refetch()}>
                {t('retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {data !== undefined && data.events.length === 0 ? <Text c="dimmed">{t('empty')}</Text> : null}
        {data !== undefined && data.events.length > 0 ? (
          <ActivityTable events={data.events} isBusy={activity.isFetching} onFilter={change} />
        ) : null}
        {cursors.length > 0 || nextCursor !== null ? (
          <Group justify="space-between">
            <Button
              size="xs"
              variant="default"
              disabled={cursors.length === 0}
              onClick={() => setCursors((current) => current.slice(0, -1))}
            >
              {t('newer')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('page', { page: cursors.length + 1 })}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={nextCursor === null || activity.isPlaceholderData}
              onClick={() => {
                if (nextCursor !== null) setCursors((current) => [...current, nextCursor]);
              }}
            >
              {t('older')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
