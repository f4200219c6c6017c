import { useState } from 'react';
import { Badge, Button, Table, Text } from '@mantine/core';
import type { TWebhookDelivery } from '@propdesk/shared/contracts';
import { formatDateTime } from '@propdesk/shared/format';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { QueryStatus } from '@propdesk/shared/ui';
import { PaginatedTable } from '@propdesk/shared/ui-data';
import { organizationSettingsTexts, textKeyOf } from '../i18n/index.ts';
import { useReplayDelivery, useWebhookDeliveries } from '../queries.ts';

const STATUS_COLORS: Record<TWebhookDelivery['status'], string> = {
  pending: 'gray',
  delivered: 'green',
  failed: 'red',
};

/** One endpoint's delivery log, newest first, paged on the api, with a replay per delivery. */
export function WebhookDeliveries({
  organizationId,
  endpointId,
  canEdit,
}: {
  organizationId: string;
  endpointId: string;
  canEdit: boolean;
}) {
  const { t, i18n } = useLazyTranslation(organizationSettingsTexts);
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(organizationId, endpointId, page);
  const replay = useReplayDelivery(organizationId);
  const when = (instant: string) => formatDateTime(instant, i18n.language);
  const data = deliveries.data;

  return (
    <>
      <QueryStatus
        query={deliveries}
        loadingLabel={t('webhooks.log.loading')}
        failureLabel={t('webhooks.log.loadFailed')}
        retryLabel={t('retry')}
      />
      {data?.total === 0 ? <Text size="sm">{t('webhooks.log.empty')}</Text> : null}
      {data === undefined || data.total === 0 ? null : (
        <PaginatedTable
          shown={{ ...data, rowCount: data.deliveries.length }}
          page={page}
          onPageChange={setPage}
          pagesLabel={t('webhooks.log.pages')}
          minWidth={640}
          verticalSpacing="xs"
          aria-label={t('webhooks.showLog')}
          aria-busy={deliveries.isFetching}
          data-testid="webhook-deliveries"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webhooks.log.columns.event')}</Table.Th>
              <Table.Th>{t('webhooks.log.columns.status')}</Table.Th>
              <Table.Th>{t('webhooks.log.columns.attempts')}</Table.Th>
              <Table.Th>{t('webhooks.log.columns.answer')}</Table.Th>
              <Table.Th>{t('webhooks.log.columns.at')}</Table.Th>
              {canEdit ? <Table.Th /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.deliveries.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>{t(`webhooks.eventNames.${textKeyOf(delivery.eventType)}`)}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={STATUS_COLORS[delivery.status]}>
                    {t(`webhooks.log.statuses.${delivery.status}`)}
                  </Badge>
                  {delivery.status === 'pending' &&
                  delivery.nextAttemptAt !== null &&
                  delivery.attempts > 0 ? (
                    <Text size="xs" c="dimmed">
                      {t('webhooks.log.nextAt', { when: when(delivery.nextAttemptAt) })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td>
                  <Text size="sm">{delivery.lastStatusCode ?? '—'}</Text>
                  {delivery.lastError === null ? null : (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {delivery.lastError}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {delivery.lastAttemptAt === null ? '—' : when(delivery.lastAttemptAt)}
                  {delivery.lastDurationMs === null ? null : (
                    <Text size="xs" c="dimmed">
                      {delivery.lastDurationMs} ms
                    </Text>
                  )}
                </Table.Td>
                {canEdit ? (
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      loading={replay.isPending && replay.variables === delivery.id}
                      onClick={() => replay.mutate(delivery.id)}
                    >
                      {t('webhooks.log.replay')}
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </PaginatedTable>
      )}
    </>
  );
}
