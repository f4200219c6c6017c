import { useState } from 'react';
import { tradingTexts } from '@propdesk/shared/trading-ui';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link } from '@propdesk/shared/router';
import { Anchor, Button, Loader, Paper, Stack, Text, Table } from '@mantine/core';
import { PageFrame } from '@propdesk/shared/ui';
import { PaginatedTable } from '@propdesk/shared/ui-data';
import { tradingAccountsTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { NO_FILTERS, useAccountPage, type TAccountFilters } from '../api/account-list.ts';
import { AccountFilters } from './account-filters.tsx';
import { AccountStatusBadge, LoadError, LoadingBlock, PhaseBadge } from '../../account-view/index.ts';
import { useFormatters } from '@propdesk/shared/format';

export const ACCOUNTS_PAGE_SIZE = 20;

/** Below this width the table scrolls sideways inside its panel instead of squeezing (phones). */
const TABLE_MIN_WIDTH = 820;

/** /accounts: every account of the trader, filtered by status, program and phase, a page at a time. */
export function AccountsPage() {
  const { t } = useLazyTranslation(tradingAccountsTexts, traderTexts, tradingTexts);
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<TAccountFilters>(NO_FILTERS);
  const accounts = useAccountPage(page, ACCOUNTS_PAGE_SIZE, filters);
  const data = accounts.data;
  const isFiltered = filters.status !== null || filters.program !== null || filters.phaseKind !== null;

  const changeFilters = (next: TAccountFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <PageFrame title={t('pages.accounts')}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <AccountFilters value={filters} onChange={changeFilters} />
          {accounts.isFetching && !accounts.isPending ? (
            <Loader size="xs" aria-label={t('accounts.loading')} />
          ) : null}
          {accounts.isPending ? <LoadingBlock label={t('accounts.loading')} /> : null}
          {accounts.isError ? (
            <LoadError
              message={t('accounts.loadFailed')}
              onRetry={() => void accounts.refetch()}
              isRetrying={accounts.isFetching}
            />
          ) : null}
          {data !== undefined && data.total === 0 ? (
            <Stack gap="xs" align="center" ta="center" py="xl" data-testid="accounts-empty">
              <Text fw={600}>{isFiltered ? t('accounts.emptyFiltered') : t('accounts.empty')}</Text>
              {isFiltered ? (
                <Button variant="subtle" size="xs" onClick={() => changeFilters(NO_FILTERS)}>
                  {t('accounts.clearFilters')}
                </Button>
              ) : (
                <Button component={Link} to="/pricing" size="xs">
                  {t('dashboard.choosePlan')}
                </Button>
              )}
            </Stack>
          ) : null}
          {data !== undefined && data.accounts.length > 0 ? (
            <PaginatedTable
              shown={{ ...data, rowCount: data.accounts.length }}
              page={page}
              onPageChange={setPage}
              pagesLabel={t('accounts.pages')}
              minWidth={TABLE_MIN_WIDTH}
              verticalSpacing="sm"
              highlightOnHover
              aria-label={t('pages.accounts')}
              aria-busy={accounts.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('accounts.columns.login')}</Table.Th>
                  <Table.Th>{t('accounts.columns.program')}</Table.Th>
                  <Table.Th>{t('accounts.columns.phase')}</Table.Th>
                  <Table.Th>{t('accounts.columns.status')}</Table.Th>
                  <Table.Th ta="right">{t('accounts.balance')}</Table.Th>
                  <Table.Th ta="right">{t('accounts.equity')}</Table.Th>
                  <Table.Th ta="right">{t('accounts.dailyRoom')}</Table.Th>
                  <Table.Th ta="right">{t('accounts.columns.target')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.accounts.map((account) => (
                  <Table.Tr key={account.id} data-testid="account-row">
                    <Table.Td>
                      <Anchor component={Link} to={`/accounts/${account.id}`} fw={600} size="sm">
                        {account.login}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`program.${account.program}`)}</Text>
                      <Text size="xs" c="dimmed">
                        {format.moneyCentsIfAny(account.initialBalanceMinor, account.currency)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <PhaseBadge phaseKind={account.phaseKind} />
                    </Table.Td>
                    <Table.Td>
                      <AccountStatusBadge status={account.status} />
                    </Table.Td>
                    <Table.Td ta="right">
                      {format.moneyWithCents(account.balanceMinor, account.currency)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {format.moneyWithCents(account.equityMinor, account.currency)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {account.dailyRoomMinor === null
                        ? t('accounts.noDailyLimit')
                        : format.moneyWithCents(account.dailyRoomMinor, account.currency)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {account.profitTargetProgressPercent === null
                        ? '—'
                        : format.percent(account.profitTargetProgressPercent)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </PaginatedTable>
          ) : null}
        </Stack>
      </Paper>
    </PageFrame>
  );
}
