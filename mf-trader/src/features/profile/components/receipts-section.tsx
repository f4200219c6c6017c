import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { TReceipt } from '@propdesk/shared/contracts';
import { useFormatters } from '@propdesk/shared/format';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { tradingTexts } from '@propdesk/shared/trading-ui';
import { PaginatedTable } from '@propdesk/shared/ui-data';
import { useReceiptPage, useReceiptPdf } from '../api/receipts.ts';
import { profileTexts } from '../i18n/index.ts';

export const RECEIPTS_PAGE_SIZE = 10;

/** Below this width the table scrolls sideways inside its card instead of squeezing (phones). */
const TABLE_MIN_WIDTH = 620;

/**
 * Downloads one receipt's PDF, fetched with the session's token the first time and kept as an object URL
 * while the row is shown (revoking it at once could cancel the download it started); says when it cannot.
 */
function ReceiptDownload({ receipt }: { receipt: TReceipt }) {
  const { t } = useLazyTranslation(profileTexts);
  const pdf = useReceiptPdf();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => (url === null ? undefined : () => URL.revokeObjectURL(url)), [url]);
  const download = async () => {
    let href = url;
    if (href === null) {
      const blob = await pdf.mutateAsync(receipt.id).catch(() => null);
      if (blob === null) return;
      href = URL.createObjectURL(blob);
      setUrl(href);
    }
    const link = document.createElement('a');
    link.href = href;
    link.download = `${receipt.number}.pdf`;
    link.click();
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="xs"
        variant="light"
        onClick={() => void download()}
        loading={pdf.isPending}
        aria-label={t('receipts.downloadOf', { number: receipt.number })}
      >
        {t('receipts.download')}
      </Button>
      {pdf.isError ? (
        <Text size="xs" c="red" role="alert">
          {t('receipts.pdfFailed')}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The receipts of the trader's paid orders, a page at a time from the api: number, date, plan, amount
 * paid and a PDF download. Each paid order's receipt is also mailed; its link leads here.
 */
export function ReceiptsSection() {
  const { t } = useLazyTranslation(profileTexts, tradingTexts);
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const receipts = useReceiptPage(page, RECEIPTS_PAGE_SIZE);
  const data = receipts.data;

  return (
    <Card withBorder radius="md" padding="lg" id="receipts">
      <Title order={2} size="h4" mb={4}>
        {t('receipts.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('receipts.lead')}
      </Text>
      {receipts.isPending ? <Skeleton h={120} radius="md" data-testid="receipts-loading" /> : null}
      {receipts.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('receipts.loadFailed')}</Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => void receipts.refetch()}
              loading={receipts.isFetching}
            >
              {t('profile.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {data !== undefined && data.total === 0 ? (
        <Text size="sm" c="dimmed" data-testid="receipts-empty">
          {t('receipts.empty')}
        </Text>
      ) : null}
      {data !== undefined && data.receipts.length > 0 ? (
        <PaginatedTable
          shown={{ ...data, rowCount: data.receipts.length }}
          page={page}
          onPageChange={setPage}
          pagesLabel={t('receipts.pagination')}
          minWidth={TABLE_MIN_WIDTH}
          verticalSpacing="sm"
          aria-label={t('receipts.title')}
          aria-busy={receipts.isFetching}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('receipts.columns.number')}</Table.Th>
              <Table.Th>{t('receipts.columns.date')}</Table.Th>
              <Table.Th>{t('receipts.columns.plan')}</Table.Th>
              <Table.Th>{t('receipts.columns.amount')}</Table.Th>
              <Table.Th>{t('receipts.columns.pdf')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.receipts.map((receipt) => (
              <Table.Tr key={receipt.id} data-testid="receipt-row">
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {receipt.number}
                  </Text>
                </Table.Td>
                <Table.Td>{format.date(receipt.issuedAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`program.${receipt.program}`)}</Text>
                  <Text size="xs" c="dimmed">
                    {format.moneyCentsIfAny(receipt.accountSizeMinor, receipt.currency)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {format.moneyWithCents(receipt.amountPaidMinor, receipt.currency)}
                  </Text>
                  {receipt.couponCode === null ? null : (
                    <Text size="xs" c="dimmed">
                      {t('receipts.coupon', { code: receipt.couponCode })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <ReceiptDownload receipt={receipt} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </PaginatedTable>
      ) : null}
    </Card>
  );
}
