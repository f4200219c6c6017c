import { lazy, Suspense } from 'react';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link, useParams } from '@propdesk/shared/router';
import { Alert, Button, Skeleton, Stack, Title } from '@mantine/core';
import { PageFrame } from '@propdesk/shared/ui';
import { BreachReport } from '../../features/breaches/components/breach-report.tsx';
import { OpenPositions } from '../../features/simulator/components/open-positions.tsx';
import { TradeTicket } from '../../features/simulator/components/trade-ticket.tsx';
import { useAccountDetail, useAccountHistory } from '../../features/trading-accounts/api/account-detail.ts';
import { AccountSummary } from '../../features/trading-accounts/components/account-summary.tsx';
import { DealsTable } from '../../features/trading-accounts/components/deals-table.tsx';
import { ObjectivesPanel } from '../../features/trading-accounts/components/objectives-panel.tsx';
import { RulesPanel } from '../../features/trading-accounts/components/rules-panel.tsx';
import { useAccountStream } from '../../features/trading-accounts/hooks/use-account-stream.ts';
import { LoadError, LoadingBlock } from '../../components/query-states.tsx';
import { tradingAccountsTexts } from '../../features/trading-accounts/i18n/index.ts';
import { breachesTexts } from '../../features/breaches/i18n/index.ts';
import { traderTexts } from '../../lib/i18n/index.ts';

// recharts is the heaviest part of the trader area: only this page loads it, after its figures.
const AccountCharts = lazy(() => import('../../features/trading-accounts/components/account-charts.tsx'));

function ChartsBlock({
  accountId,
  currency,
  floorMinor,
}: {
  accountId: string;
  currency: string;
  floorMinor: number;
}) {
  const { t } = useLazyTranslation(tradingAccountsTexts, breachesTexts, traderTexts);
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

/** /accounts/:accountId: the account live, its objectives and rules, its trades, the ticket and any breach. */
export function AccountPage({ accountId }: { accountId: string }) {
  const { t } = useLazyTranslation(tradingAccountsTexts, breachesTexts, traderTexts);
  const detail = useAccountDetail(accountId);
  const streamState = useAccountStream(accountId, detail.isSuccess);
  const data = detail.data;

  let body;
  if (detail.isPending) {
    body = <LoadingBlock label={t('account.loading')} rows={3} height={120} />;
  } else if (data === undefined) {
    body =
      isApiError(detail.error) && detail.error.status === 404 ? (
        <Alert color="red" role="alert" title={t('account.notFound')}>
          <Button component={Link} to="/accounts" size="xs" variant="light">
            {t('account.backToAccounts')}
          </Button>
        </Alert>
      ) : (
        <LoadError
          message={t('account.loadFailed')}
          onRetry={() => void detail.refetch()}
          isRetrying={detail.isFetching}
        />
      );
  } else {
    const { account, snapshot } = data;
    const isSimulator = account.platform === 'simulator';
    const canTrade = isSimulator && snapshot.status === 'active';
    body = (
      <Stack gap="lg">
        <AccountSummary detail={data} streamState={streamState} />
        {data.breaches.length > 0 ? (
          <Stack gap="sm" component="section" aria-labelledby="breaches-title">
            <Title order={2} size="h4" id="breaches-title">
              {t('breach.sectionTitle')}
            </Title>
            {data.breaches.map((breach) => (
              <BreachReport
                key={breach.id}
                accountId={accountId}
                breach={breach}
                currency={account.currency}
              />
            ))}
          </Stack>
        ) : null}
        <ObjectivesPanel snapshot={snapshot} />
        {isSimulator ? (
          <>
            <TradeTicket
              accountId={accountId}
              canTrade={canTrade}
              hasEnded={snapshot.status !== 'active' && snapshot.status !== 'paused'}
            />
            <OpenPositions accountId={accountId} currency={account.currency} canTrade={canTrade} />
          </>
        ) : null}
        <ChartsBlock
          accountId={accountId}
          currency={account.currency}
          floorMinor={snapshot.maxLoss.floorMinor}
        />
        <RulesPanel rules={snapshot.rules} ruleSetVersion={data.ruleSetVersion} currency={account.currency} />
        <DealsTable accountId={accountId} currency={account.currency} />
      </Stack>
    );
  }
  return <PageFrame title={t('pages.accountDetails')}>{body}</PageFrame>;
}

/** Keyed by the account: moving to another account starts from a fresh page and a fresh stream. */
export function AccountRoute() {
  const { accountId = '' } = useParams();
  return <AccountPage key={accountId} accountId={accountId} />;
}
