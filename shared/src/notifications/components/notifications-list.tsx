import { useState } from 'react';
import { Alert, Button, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TNotification, TNotificationReadFilter } from '../../contracts/index.ts';
import type { TNotificationArea, TNotificationType } from '../../domain/notifications.ts';
import { useLazyTranslation, useTranslation } from '@propdesk/shared/i18n';
import { notify } from '@propdesk/shared/notify';
import { useMarkAllNotificationsRead, useNotificationPage } from '../queries/notification-queries.ts';
import { useNotificationActions } from '../hooks/use-notification-actions.ts';
import { useNotificationScope } from '../hooks/use-notification-scope.ts';
import { notificationTexts } from '../i18n/index.ts';
import { useMinuteClock } from '../relative-time.ts';
import { NotificationFilters } from './notification-filters.tsx';
import { NotificationItem } from './notification-item.tsx';

/** Notifications per page on the notifications pages (the bell shows BELL_LIST_SIZE). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * An area's notifications, a page at a time from the server: filters for read state and type, "Mark all
 * as read", and each item opening or deleting like in the bell (the same hooks and cache, so the bell and
 * this list change together, and a notification the stream brings shows here at once).
 */
export function NotificationsList({
  area,
  pageSize = NOTIFICATIONS_PAGE_SIZE,
  targetOf,
}: {
  area: TNotificationArea;
  pageSize?: number;
  /** Where opening a notification leads, for a reader whose pages are not the area's (the support agent). */
  targetOf?: (notification: TNotification) => string;
}) {
  const { t } = useLazyTranslation(notificationTexts);
  // The page summary is the portal's common text, as in every paged table.
  const { t: common } = useTranslation();
  const scope = useNotificationScope(area);
  const [status, setStatus] = useState<TNotificationReadFilter>('all');
  const [type, setType] = useState<TNotificationType | null>(null);
  const [page, setPage] = useState(1);
  const query = useNotificationPage(
    { area, organizationId: scope.organizationId, status, type, page, pageSize },
    { isEnabled: scope.isReady, keepPrevious: true },
  );
  const markAll = useMarkAllNotificationsRead();
  const actions = useNotificationActions(area, targetOf === undefined ? {} : { targetOf });
  const now = useMinuteClock();
  const shown = query.data;

  // Deleting the last notification of the last page leaves an empty page: show the one before.
  const isPastTheEnd = shown !== undefined && !query.isPlaceholderData && shown.notifications.length === 0;
  if (isPastTheEnd && page > 1) setPage(page - 1);

  const markAllRead = () => {
    markAll
      .mutateAsync({ area, organizationId: scope.organizationId })
      .catch(
        () =>
          void notify({ color: 'red', title: t('markAllFailed.title'), message: t('markAllFailed.message') }),
      );
  };

  const isFiltered = status !== 'all' || type !== null;
  const from = shown ? (shown.page - 1) * shown.pageSize + 1 : 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <NotificationFilters
          status={status}
          onStatusChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          type={type}
          onTypeChange={(next) => {
            setType(next);
            setPage(1);
          }}
        />
        <Group gap="sm" wrap="nowrap">
          {shown ? (
            <Text size="sm" c="dimmed" data-testid="unread-count">
              {t('unreadCount', { count: shown.unreadCount })}
            </Text>
          ) : null}
          <Button
            variant="light"
            size="sm"
            onClick={markAllRead}
            loading={markAll.isPending}
            disabled={!shown || shown.unreadCount === 0}
          >
            {t('markAllRead')}
          </Button>
        </Group>
      </Group>

      {!scope.isReady || query.isPending ? (
        <Stack gap="sm" aria-busy="true" data-testid="notifications-loading">
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      ) : null}

      {query.isError && !shown ? (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}

      {shown && shown.notifications.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="notifications-empty">
          <Text ta="center" c="dimmed">
            {isFiltered ? t('emptyFiltered') : t('empty')}
          </Text>
        </Paper>
      ) : null}

      {shown && shown.notifications.length > 0 ? (
        <Paper withBorder radius="md" p={4}>
          <Stack
            component="ul"
            gap={4}
            aria-label={t('list')}
            aria-busy={query.isFetching || undefined}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {shown.notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onOpen={actions.open}
                onDelete={actions.remove}
                isDeleting={actions.deletingId === notification.id}
              />
            ))}
          </Stack>
        </Paper>
      ) : null}

      {shown && shown.total > 0 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {common('pagination.summary', {
              from,
              to: from + shown.notifications.length - 1,
              total: shown.total,
            })}
          </Text>
          <Pagination
            total={Math.max(1, Math.ceil(shown.total / shown.pageSize))}
            value={page}
            onChange={setPage}
            hideWithOnePage
            size="sm"
            aria-label={t('pages')}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
