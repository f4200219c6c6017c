import { useState } from 'react';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Text, Table } from '@mantine/core';
import { PaginatedTable } from '@propdesk/shared/ui-data';
import { Panel } from '@propdesk/shared/trading-ui';
import { LoadError, LoadingBlock } from '@propdesk/shared/trading-ui';
import { accountViewTexts } from '../i18n/index.ts';
import { useFormatters } from '@propdesk/shared/format';
import { useAccountDeals } from '../queries/account-queries.ts';

/** The account's trade history: every deal in and out, newest first, a page at a time. */
export function DealsTable({ accountId, currency }: { accountId: string; currency: string }) {
  const { t } = useLazyTranslation(accountViewTexts);
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const deals = useAccountDeals(accountId, page);
  const data = deals.data;
  return (
    <Panel titleId="deals-title" title={t('deals.title')}>
      {deals.isPending ? <LoadingBlock label={t('deals.loading')} rows={3} height={32} /> : null}
      {deals.isError ? (
        <LoadError
          message={t('deals.loadFailed')}
          onRetry={() => void deals.refetch()}
          isRetrying={deals.isFetching}
        />
      ) : null}
      {data !== undefined && data.total === 0 ? (
        <Text size="sm" c="dimmed" data-testid="deals-empty">
          {t('deals.empty')}
        </Text>
      ) : null}
      {data !== undefined && data.deals.length > 0 ? (
        <PaginatedTable
          shown={{ ...data, rowCount: data.deals.length }}
          page={page}
          onPageChange={setPage}
          pagesLabel={t('deals.pages')}
          minWidth={640}
          verticalSpacing="xs"
          striped
          aria-labelledby="deals-title"
          aria-busy={deals.isFetching}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deals.columns.time')}</Table.Th>
              <Table.Th>{t('columns.symbol')}</Table.Th>
              <Table.Th>{t('columns.side')}</Table.Th>
              <Table.Th>{t('deals.columns.entry')}</Table.Th>
              <Table.Th ta="right">{t('columns.volume')}</Table.Th>
              <Table.Th ta="right">{t('deals.columns.price')}</Table.Th>
              <Table.Th ta="right">{t('deals.columns.profit')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.deals.map((deal) => (
              <Table.Tr key={deal.id} data-testid="deal-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={deal.executedAt}>{format.dateTime(deal.executedAt)}</time>
                </Table.Td>
                <Table.Td>{deal.symbol}</Table.Td>
                <Table.Td>{t(`side.${deal.side}`)}</Table.Td>
                <Table.Td>{t(`deals.entry.${deal.entry}`)}</Table.Td>
                <Table.Td ta="right">{format.number(deal.volume, 2)}</Table.Td>
                <Table.Td ta="right">{format.quote(deal.price, deal.symbol)}</Table.Td>
                <Table.Td
                  ta="right"
                  c={deal.profitMinor < 0 ? 'red' : deal.profitMinor > 0 ? 'teal' : undefined}
                >
                  {deal.entry === 'in' ? '—' : format.signedMoney(deal.profitMinor, currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </PaginatedTable>
      ) : null}
    </Panel>
  );
}
