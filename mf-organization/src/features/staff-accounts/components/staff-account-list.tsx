import { useCallback } from 'react';
import { Alert, Anchor, Badge, Button, Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AccountStatusBadge, PhaseBadge, tradingTexts } from '@propdesk/shared/trading-ui';
import { useFormatters } from '@propdesk/shared/format';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link, useSearchParams } from '@propdesk/shared/router';
import { PaginatedTable } from '@propdesk/shared/ui-data';
import type { TStaffAccountRow } from '@propdesk/shared/contracts';
import {
  filtersFromSearchParams,
  searchParamsOf,
  type TStaffAccountFilters,
} from '../lib/account-search-params.ts';
import { staffAccountsTexts } from '../i18n/index.ts';
import { useStaffAccountPage } from '../queries/staff-account-queries.ts';
import { AccountFilters } from './account-filters.tsx';

/** One account on a phone: what the table's row says, stacked. */
function AccountCard({ account, to }: { account: TStaffAccountRow; to: string }) {
  const { t } = useLazyTranslation(staffAccountsTexts, tradingTexts);
  const format = useFormatters();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="staff-account-card">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={to} fw={700} aria-label={t('openAccount', { login: account.login })}>
            {account.login}
          </Anchor>
          <Group gap={4}>
            <AccountStatusBadge status={account.status} />
            {account.isBreachedToday ? <Badge color="red">{t('breachedToday')}</Badge> : null}
          </Group>
        </Group>
        <Text size="sm">
          {account.trader.name} · {account.trader.email}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`program.${account.program}`)} · {t(`phase.${account.phaseKind}`)} ·{' '}
          {format.moneyCentsIfAny(account.accountSizeMinor, account.currency)}
        </Text>
        <Text size="sm">
          {t('columns.balance')} {format.moneyWithCents(account.balanceMinor, account.currency)} ·{' '}
          {t('columns.equity')} {format.moneyWithCents(account.equityMinor, account.currency)}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * Every trading account of the organization: filters and sort kept in the page's address, a page of
 * accounts from the api, a table (cards on a phone); each account opens its read-only view.
 */
export function StaffAccountList({
  organizationId,
  accountPath,
}: {
  organizationId: string;
  accountPath: (accountId: string) => string;
}) {
  const { t } = useLazyTranslation(staffAccountsTexts, tradingTexts);
  const format = useFormatters();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const accounts = useStaffAccountPage(organizationId, filters);
  const data = accounts.data;
  // The other parameters of the page (its tab, the disputes' own) stay; the list's are replaced.
  const setFilters = useCallback(
    (next: TStaffAccountFilters) =>
      setSearchParams((current) => {
        const kept = new URLSearchParams(current);
        for (const name of [...kept.keys()]) {
          if (name !== 'tab' && !name.startsWith('dispute')) kept.delete(name);
        }
        for (const [name, value] of Object.entries(searchParamsOf(next))) kept.set(name, value);
        return kept;
      }),
    [setSearchParams],
  );
  const change = useCallback(
    (next: Partial<TStaffAccountFilters>) =>
      setFilters({ ...filtersFromSearchParams(searchParams), ...next, page: next.page ?? 1 }),
    [searchParams, setFilters],
  );
  const hasFilters = Object.keys(searchParamsOf({ ...filters, page: 1 })).length > 0;

  let list = null;
  if (accounts.isPending) {
    list = <Text size="sm">{t('loading')}</Text>;
  } else if (accounts.isError) {
    list = (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void accounts.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (data !== undefined && data.accounts.length === 0) {
    list = <Text c="dimmed">{hasFilters || filters.page > 1 ? t('empty') : t('emptyAll')}</Text>;
  } else if (data !== undefined && isPhone) {
    list = (
      <Stack gap="sm">
        {data.accounts.map((account) => (
          <AccountCard key={account.id} account={account} to={accountPath(account.id)} />
        ))}
        <Pagination
          total={Math.max(1, Math.ceil(data.total / data.pageSize))}
          value={filters.page}
          onChange={(page) => change({ page })}
          hideWithOnePage
          size="sm"
          aria-label={t('pages')}
        />
      </Stack>
    );
  } else if (data !== undefined) {
    list = (
      <PaginatedTable
        shown={{ ...data, rowCount: data.accounts.length }}
        page={filters.page}
        onPageChange={(page) => change({ page })}
        pagesLabel={t('pages')}
        minWidth={960}
        verticalSpacing="xs"
        striped
        aria-label={t('tabs.accounts')}
        aria-busy={accounts.isFetching}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.login')}</Table.Th>
            <Table.Th>{t('columns.trader')}</Table.Th>
            <Table.Th>{t('columns.program')}</Table.Th>
            <Table.Th>{t('columns.phase')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th ta="right">{t('columns.size')}</Table.Th>
            <Table.Th ta="right">{t('columns.balance')}</Table.Th>
            <Table.Th ta="right">{t('columns.equity')}</Table.Th>
            <Table.Th>{t('columns.opened')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.accounts.map((account) => (
            <Table.Tr key={account.id} data-testid="staff-account-row">
              <Table.Td>
                <Anchor
                  component={Link}
                  to={accountPath(account.id)}
                  fw={600}
                  aria-label={t('openAccount', { login: account.login })}
                >
                  {account.login}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{account.trader.name}</Text>
                <Text size="xs" c="dimmed">
                  {account.trader.email}
                </Text>
              </Table.Td>
              <Table.Td>{t(`program.${account.program}`)}</Table.Td>
              <Table.Td>
                <PhaseBadge phaseKind={account.phaseKind} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <AccountStatusBadge status={account.status} />
                  {account.isBreachedToday ? (
                    <Badge color="red" variant="filled">
                      {t('breachedToday')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                {format.moneyCentsIfAny(account.accountSizeMinor, account.currency)}
              </Table.Td>
              <Table.Td ta="right">{format.moneyWithCents(account.balanceMinor, account.currency)}</Table.Td>
              <Table.Td ta="right">{format.moneyWithCents(account.equityMinor, account.currency)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={account.openedAt}>{format.date(account.openedAt)}</time>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </PaginatedTable>
    );
  }
  return (
    <Stack gap="md">
      <AccountFilters filters={filters} onChange={change} />
      {list}
    </Stack>
  );
}
