import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link } from '@propdesk/shared/router';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageFrame } from '@propdesk/shared/ui';
import { tradingAccountsTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { NO_FILTERS, useAccountPage } from '../api/account-list.ts';
import { AccountCard } from './account-card.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { LoadError, LoadingBlock } from '../../account-view/index.ts';

/** The dashboard shows this many accounts; a trader with more finds them all on /accounts. */
const DASHBOARD_ACCOUNTS = 100;

/** /dashboard: every account at a glance and what happened lately; a first-time trader is sent to /pricing. */
export function DashboardPage() {
  const { t } = useLazyTranslation(tradingAccountsTexts, traderTexts);
  const accounts = useAccountPage(1, DASHBOARD_ACCOUNTS, NO_FILTERS);
  const data = accounts.data;
  const currencyOf = (accountId: string) =>
    data?.accounts.find((account) => account.id === accountId)?.currency ?? 'USD';

  let body;
  if (accounts.isPending) {
    body = <LoadingBlock label={t('dashboard.loading')} rows={2} height={180} />;
  } else if (accounts.isError) {
    body = (
      <LoadError
        message={t('dashboard.loadFailed')}
        onRetry={() => void accounts.refetch()}
        isRetrying={accounts.isFetching}
      />
    );
  } else if (data === undefined || data.total === 0) {
    body = (
      <Paper withBorder radius="md" p="xl" data-testid="dashboard-empty">
        <Stack gap="sm" align="center" ta="center">
          <Title order={2} size="h3">
            {t('dashboard.emptyTitle')}
          </Title>
          <Text c="dimmed" maw={480}>
            {t('dashboard.emptyText')}
          </Text>
          <Button component={Link} to="/pricing">
            {t('dashboard.choosePlan')}
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm" component="section" aria-labelledby="dashboard-accounts-title">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="dashboard-accounts-title">
            {t('dashboard.accountsTitle', { count: data.total })}
          </Title>
          <Group gap="xs">
            <Button component={Link} to="/accounts" variant="subtle" size="xs">
              {t('dashboard.viewAll')}
            </Button>
            <Button component={Link} to="/pricing" variant="light" size="xs">
              {t('dashboard.newChallenge')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data.accounts.map((account) => (
            <AccountCard key={account.id} account={account} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <PageFrame title={t('pages.dashboard')}>
      <Stack gap="lg">
        {body}
        <RecentActivity currencyOf={currencyOf} />
      </Stack>
    </PageFrame>
  );
}
