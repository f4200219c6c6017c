import { lazy, Suspense } from 'react';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Skeleton } from '@mantine/core';
import { accountViewTexts } from '../i18n/index.ts';
import { useAccountHistory } from '../queries/account-queries.ts';
import { LoadError, LoadingBlock } from '@propdesk/shared/trading-ui';

// recharts is the heaviest part of the account view: it loads with the charts, after the figures.
const AccountCharts = lazy(() => import('./account-charts.tsx'));

/** The account's charts, read from its history once the page has its figures. */
export function ChartsBlock({
  accountId,
  currency,
  floorMinor,
}: {
  accountId: string;
  currency: string;
  floorMinor: number;
}) {
  const { t } = useLazyTranslation(accountViewTexts);
  const history = useAccountHistory(accountId);
  if (history.isPending) return <LoadingBlock label={t('charts.loading')} rows={1} height={300} />;
  if (history.isError) {
    return (
      <LoadError
        message={t('charts.loadFailed')}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  }
  return (
    <Suspense fallback={<Skeleton h={300} radius="md" aria-label={t('charts.loading')} />}>
      <AccountCharts history={history.data} currency={currency} maxLossFloorMinor={floorMinor} />
    </Suspense>
  );
}
