import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { PAYOUT_STATUSES, type TPayoutStatus } from '@propdesk/shared/domain';
import { formatMoneyWithCents, useLazyTranslation } from '@propdesk/shared/i18n';
import { useCurrentOrganizationId } from '@propdesk/shared/session';
import { PaginatedTable } from '@propdesk/shared/ui-data';
import {
  NO_PAYOUT_FILTERS,
  useExportPayouts,
  useStaffPayoutPage,
  type TStaffPayoutFilters,
} from '../queries/staff-payout-queries.ts';
import { staffPayoutTexts } from '../i18n/index.ts';
import { StaffPayoutDetail } from './staff-payout-detail.tsx';

export const STAFF_PAYOUTS_PAGE_SIZE = 20;

const STATUS_COLORS: Record<TPayoutStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  paid: 'teal',
  rejected: 'red',
};

/**
 * The trader payouts of the organization being run (the shell's switcher chose it): filters, a page of
 * payouts from the server, the review of one with its decisions, and the CSV export of the filtered list.
 * Shared by the organization area and the admin's organization view.
 */
export function StaffPayouts() {
  const { t, i18n } = useLazyTranslation(staffPayoutTexts);
  const { organizationId, isPending: isOrganizationPending } = useCurrentOrganizationId();
  const [filters, setFilters] = useState<TStaffPayoutFilters>(NO_PAYOUT_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const payouts = useStaffPayoutPage(organizationId, filters, page, STAFF_PAYOUTS_PAGE_SIZE);
  const exporter = useExportPayouts(organizationId);
  const data = payouts.data;
  const change = (next: Partial<TStaffPayoutFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const date = (instant: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(instant),
    );

  if (organizationId === null) {
    return <Text c="dimmed">{isOrganizationPending ? t('loading') : t('noOrganization')}</Text>;
  }
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
            <Select
              label={t('filters.status')}
              placeholder={t('filters.anyStatus')}
              value={filters.status}
              onChange={(value) => change({ status: value as TPayoutStatus | null })}
              data={PAYOUT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
              clearable
            />
            <TextInput
              type="date"
              label={t('filters.from')}
              value={filters.from}
              onChange={(event) => change({ from: event.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('filters.to')}
              value={filters.to}
              onChange={(event) => change({ to: event.currentTarget.value })}
            />
            <NumberInput
              label={t('filters.minAmount')}
              value={filters.minAmount ?? ''}
              min={0}
              onChange={(value) => change({ minAmount: typeof value === 'number' ? value : null })}
            />
            <NumberInput
              label={t('filters.maxAmount')}
              value={filters.maxAmount ?? ''}
              min={0}
              onChange={(value) => change({ maxAmount: typeof value === 'number' ? value : null })}
            />
          </SimpleGrid>
          <Group justify="space-between">
            <Button variant="subtle" size="xs" onClick={() => change(NO_PAYOUT_FILTERS)}>
              {t('filters.clear')}
            </Button>
            <Button
              variant="light"
              size="xs"
              onClick={() => exporter.mutate(filters)}
              loading={exporter.isPending}
            >
              {t('filters.export')}
            </Button>
          </Group>
          {exporter.isError ? (
            <Alert color="red" role="alert">
              {t('filters.exportFailed')}
            </Alert>
          ) : null}
          {payouts.isPending ? <Text size="sm">{t('loading')}</Text> : null}
          {payouts.isError ? (
            <Alert color="red" role="alert">
              <Group justify="space-between">
                <Text size="sm">{t('loadFailed')}</Text>
                <Button size="xs" variant="light" onClick={() => void payouts.refetch()}>
                  {t('retry')}
                </Button>
              </Group>
            </Alert>
          ) : null}
          {data !== undefined && data.payouts.length === 0 ? <Text c="dimmed">{t('empty')}</Text> : null}
          {data !== undefined && data.payouts.length > 0 ? (
            <PaginatedTable
              shown={{ ...data, rowCount: data.payouts.length }}
              page={page}
              onPageChange={setPage}
              pagesLabel={t('pages')}
              minWidth={720}
              verticalSpacing="xs"
              aria-label={t('columns.trader')}
              aria-busy={payouts.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.requestedAt')}</Table.Th>
                  <Table.Th>{t('columns.trader')}</Table.Th>
                  <Table.Th>{t('columns.account')}</Table.Th>
                  <Table.Th ta="right">{t('columns.amount')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.payouts.map((payout) => (
                  <Table.Tr key={payout.id} data-testid="staff-payout-row">
                    <Table.Td>{date(payout.requestedAt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{payout.traderName}</Text>
                      <Text size="xs" c="dimmed">
                        {payout.traderEmail}
                      </Text>
                    </Table.Td>
                    <Table.Td>{payout.login}</Table.Td>
                    <Table.Td ta="right">
                      {formatMoneyWithCents(payout.amountMinor, payout.currency, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[payout.status]} variant="light">
                        {t(`statuses.${payout.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setSelected(payout.id)}
                        aria-label={`${t('review')} ${payout.traderName} ${payout.login}`}
                      >
                        {t('review')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </PaginatedTable>
          ) : null}
        </Stack>
      </Paper>
      {selected !== null ? (
        <StaffPayoutDetail
          organizationId={organizationId}
          payoutId={selected}
          onClose={() => setSelected(null)}
        />
      ) : null}
    </Stack>
  );
}
