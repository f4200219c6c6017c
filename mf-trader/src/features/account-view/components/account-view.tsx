import type { ReactNode } from 'react';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link } from '@propdesk/shared/router';
import { Alert, Button, Stack, Title } from '@mantine/core';
import type { TStaffAccountTrader, TTradingAccountDetail } from '@propdesk/shared/contracts';
import { accountViewTexts } from '../i18n/index.ts';
import { useAccountDetail } from '../queries/account-queries.ts';
import { AccountViewSourceProvider, type TAccountViewSource } from '../source.tsx';
import { AccountSummary, type TStreamState } from './account-summary.tsx';
import { BreachReport } from './breach-report.tsx';
import { ChartsBlock } from './charts-block.tsx';
import { DealsTable } from './deals-table.tsx';
import { ObjectivesPanel } from './objectives-panel.tsx';
import { LoadError, LoadingBlock } from '@propdesk/shared/trading-ui';
import { RulesPanel } from './rules-panel.tsx';

type TAccountViewDetail = TTradingAccountDetail & { trader?: TStaffAccountTrader };

/**
 * One account as its trader and the firm's staff read it, from `source`: the summary, any breach with its
 * dispute, the objectives, the charts, the rules and the trade history. `afterObjectives` adds what only
 * one reader has there (the trader's trade ticket and open positions).
 */
export function AccountView({
  source,
  accountId,
  streamState,
  afterObjectives,
}: {
  source: TAccountViewSource;
  accountId: string;
  streamState?: TStreamState;
  afterObjectives?: (detail: TTradingAccountDetail) => ReactNode;
}) {
  const { t } = useLazyTranslation(accountViewTexts);
  const detail = useAccountDetail<TAccountViewDetail>(source, accountId);
  const data = detail.data;
  const context = { context: source.reader };

  let body;
  if (detail.isPending) {
    body = <LoadingBlock label={t('account.loading')} rows={3} height={120} />;
  } else if (data === undefined) {
    body =
      isApiError(detail.error) && detail.error.status === 404 ? (
        <Alert color="red" role="alert" title={t('account.notFound', context)}>
          <Button component={Link} to={source.listPath} size="xs" variant="light">
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
    body = (
      <Stack gap="lg">
        <AccountSummary detail={data} streamState={streamState} trader={data.trader} />
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
        {afterObjectives?.(data)}
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
  return <AccountViewSourceProvider source={source}>{body}</AccountViewSourceProvider>;
}
