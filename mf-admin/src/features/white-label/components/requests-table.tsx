import type { TWhiteLabelRequestRecord } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Button, Stack, Text, Table } from '@mantine/core';
import { PaginatedTable, type PaginatedTableProps } from '@propdesk/shared/ui-data';
import { whiteLabelTexts } from '../i18n/index.ts';
import { useFormatDateTime } from '../hooks/use-format-date-time.ts';
import { RequestContact } from './request-contact.tsx';
import { RequestStatusControl } from './request-status-control.tsx';
import { RequestWebsite } from './request-website.tsx';

/** Below this width the table scrolls sideways instead of squeezing its columns (phones). */
const TABLE_MIN_WIDTH = 1000;

type RequestsTableProps = {
  requests: TWhiteLabelRequestRecord[];
  labelledBy: string;
  isBusy: boolean;
  onShowDetails: (id: string) => void;
  paging: Pick<PaginatedTableProps, 'shown' | 'page' | 'onPageChange' | 'pagesLabel'>;
};

/**
 * One row per request: who, what they expect, what they wrote (cut short), when, and its status; the
 * page buttons below.
 */
export function RequestsTable({ requests, labelledBy, isBusy, onShowDetails, paging }: RequestsTableProps) {
  const { t } = useLazyTranslation(whiteLabelTexts);
  const formatDateTime = useFormatDateTime();

  return (
    <PaginatedTable
      {...paging}
      minWidth={TABLE_MIN_WIDTH}
      scrollTestId="requests-scroll"
      verticalSpacing="sm"
      highlightOnHover
      aria-labelledby={labelledBy}
      aria-busy={isBusy}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('whiteLabel.columns.company')}</Table.Th>
          <Table.Th>{t('whiteLabel.columns.contact')}</Table.Th>
          <Table.Th>{t('whiteLabel.columns.website')}</Table.Th>
          <Table.Th>{t('whiteLabel.columns.expectedTraders')}</Table.Th>
          <Table.Th>{t('whiteLabel.columns.message')}</Table.Th>
          <Table.Th>{t('whiteLabel.columns.received')}</Table.Th>
          <Table.Th>{t('whiteLabel.columns.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.map((request) => (
          <Table.Tr key={request.id} data-testid="white-label-request">
            <Table.Td>
              <Text size="sm" fw={600}>
                {request.companyName}
              </Text>
            </Table.Td>
            <Table.Td>
              <RequestContact request={request} />
            </Table.Td>
            <Table.Td maw={200}>
              <RequestWebsite website={request.website} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{t(`whiteLabel.traderRanges.${request.expectedTraders}`)}</Text>
            </Table.Td>
            <Table.Td maw={280}>
              <Stack gap={2} align="flex-start">
                <Text size="sm" lineClamp={2} c={request.message === null ? 'dimmed' : undefined}>
                  {request.message ?? t('whiteLabel.noMessage')}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  px={0}
                  onClick={() => onShowDetails(request.id)}
                  aria-label={t('whiteLabel.detailsOf', { company: request.companyName })}
                >
                  {t('whiteLabel.details')}
                </Button>
              </Stack>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
              </Text>
            </Table.Td>
            <Table.Td>
              <RequestStatusControl request={request} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PaginatedTable>
  );
}
