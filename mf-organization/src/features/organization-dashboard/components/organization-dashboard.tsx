import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TOrganizationDashboard } from '@propdesk/shared/contracts';
import {
  defaultDashboardRange,
  utcDayOf,
  utcDayStartMs,
} from '@propdesk/shared/domain/organization-dashboard.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useSearchParams } from '@propdesk/shared/router';
import { useCurrentOrganizationId } from '@propdesk/shared/session';
import { organizationDashboardTexts } from '../i18n/index.ts';
import { useOrganizationDashboard, type TDashboardRange } from '../queries/dashboard-queries.ts';
import { DashboardFigures } from './dashboard-figures.tsx';
import type { TDashboardLinks } from './dashboard-links.ts';
import { DashboardRangePicker, rangeProblem } from './dashboard-range-picker.tsx';

const DashboardCharts = lazy(() => import('./dashboard-charts.tsx'));

/** Whether nothing at all has happened in the organization: no client, account, order, payout or breach. */
function isBlank(dashboard: TOrganizationDashboard): boolean {
  return (
    dashboard.clients.total === 0 &&
    dashboard.activeAccounts.length === 0 &&
    dashboard.revenue.length === 0 &&
    dashboard.payouts.requested.length + dashboard.payouts.approved.length + dashboard.payouts.paid.length ===
      0 &&
    dashboard.breachesToday.breaches === 0
  );
}

/**
 * The dashboard of the organization being run (the shell's switcher chose it): the period (kept in the
 * URL as `from` and `to`, UTC days), the figures, each a link to the list behind it in this area
 * (`links`), and the daily charts. Shared by the organization area and the admin's organization view.
 */
export function OrganizationDashboard({ links }: { links: TDashboardLinks }) {
  const { t, i18n } = useLazyTranslation(organizationDashboardTexts);
  const { organizationId, isPending: isOrganizationPending } = useCurrentOrganizationId();
  const [searchParams, setSearchParams] = useSearchParams();
  // The UTC day the page was opened on: the default period and the quick ranges end on it.
  const [today] = useState(() => utcDayOf(Date.now()));
  const asked = { from: searchParams.get('from') ?? '', to: searchParams.get('to') ?? '' };
  const range: TDashboardRange =
    rangeProblem(asked) === null ? asked : defaultDashboardRange(utcDayStartMs(today));
  const dashboard = useOrganizationDashboard(organizationId, range);
  const choose = (next: TDashboardRange) =>
    setSearchParams(
      (params) => {
        params.set('from', next.from);
        params.set('to', next.to);
        return params;
      },
      { replace: true },
    );
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));

  if (organizationId === null) {
    return <Text c="dimmed">{isOrganizationPending ? t('loading') : t('noOrganization')}</Text>;
  }
  const data = dashboard.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <DashboardRangePicker range={range} today={today} onChange={choose} />
        <Text size="xs" c="dimmed">
          {t('range.utcNote', { from: day(range.from), to: day(range.to) })}
        </Text>
      </Stack>
      {dashboard.isPending ? <Text size="sm">{t('loading')}</Text> : null}
      {dashboard.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void dashboard.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {data === undefined ? null : (
        <Stack gap="xl" aria-busy={dashboard.isFetching}>
          {isBlank(data) ? (
            <Alert color="gray" data-testid="dashboard-empty">
              {t('empty')}
            </Alert>
          ) : null}
          <DashboardFigures dashboard={data} links={links} />
          <Suspense fallback={<Text size="sm">{t('charts.loading')}</Text>}>
            <DashboardCharts dashboard={data} />
          </Suspense>
        </Stack>
      )}
    </Stack>
  );
}
