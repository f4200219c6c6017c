import { useId, useState } from 'react';
import type { TWhiteLabelRequestStatus } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { whiteLabelTexts } from '../i18n/index.ts';
import { REQUESTS_PAGE_SIZE, useWhiteLabelRequests } from '../api/white-label-requests.ts';
import { RequestDetailsDrawer } from './request-details-drawer.tsx';
import { RequestsTable } from './requests-table.tsx';
import { StatusFilter } from './status-filter.tsx';

/** The white-label requests firms sent, for platform staff to follow up: filter, page, read, move along. */
export function WhiteLabelRequestsPanel() {
  const { t } = useLazyTranslation(whiteLabelTexts);
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TWhiteLabelRequestStatus | null>(null);
  const [details, setDetails] = useState<{ id: string; isOpen: boolean } | null>(null);
  const requests = useWhiteLabelRequests(page, status);
  const data = requests.data;
  const pageCount = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / REQUESTS_PAGE_SIZE));

  // A page can empty under the reader (its last request moved out of the filter): go to the last one.
  // Adjusted while rendering, as React recommends for state derived from data, not in an effect.
  if (data !== undefined && data.requests.length === 0 && page > pageCount) setPage(pageCount);

  const filterByStatus = (next: TWhiteLabelRequestStatus | null) => {
    setStatus(next);
    setPage(1);
  };

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h3" id={titleId}>
                {t('whiteLabel.title')}
              </Title>
              {requests.isFetching && !requests.isPending ? (
                <Loader size="xs" aria-label={t('whiteLabel.loading')} />
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t('whiteLabel.description')}
            </Text>
          </Stack>
          <StatusFilter value={status} onChange={filterByStatus} />
        </Group>

        {requests.isPending ? (
          <Stack
            gap="xs"
            aria-busy="true"
            aria-label={t('whiteLabel.loading')}
            data-testid="requests-loading"
          >
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h={48} radius="sm" />
            ))}
          </Stack>
        ) : null}

        {/* Also after a failed refresh: the rows last read stay below the alert. */}
        {requests.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('whiteLabel.loadFailed')}</Text>
              <Button
                size="xs"
                variant="light"
                loading={requests.isFetching}
                onClick={() => void requests.refetch()}
              >
                {t('whiteLabel.retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}

        {data !== undefined && data.total === 0 ? (
          <Stack gap={4} align="center" ta="center" py="xl" data-testid="requests-empty">
            <Text fw={600}>{status === null ? t('whiteLabel.empty') : t('whiteLabel.emptyFiltered')}</Text>
            {status === null ? (
              <Text size="sm" c="dimmed">
                {t('whiteLabel.emptyHint')}
              </Text>
            ) : null}
          </Stack>
        ) : null}

        {data !== undefined && data.requests.length > 0 ? (
          <RequestsTable
            requests={data.requests}
            labelledBy={titleId}
            isBusy={requests.isFetching}
            onShowDetails={(id) => setDetails({ id, isOpen: true })}
            paging={{
              shown: { ...data, rowCount: data.requests.length },
              page,
              onPageChange: setPage,
              pagesLabel: t('whiteLabel.pages'),
            }}
          />
        ) : null}
      </Stack>
      <RequestDetailsDrawer
        request={data?.requests.find((request) => request.id === details?.id) ?? null}
        opened={details?.isOpen ?? false}
        onClose={() => setDetails((current) => (current === null ? null : { ...current, isOpen: false }))}
      />
    </Paper>
  );
}
