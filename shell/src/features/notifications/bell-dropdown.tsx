import { Anchor, Button, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { BELL_LIST_SIZE, type TNotificationArea } from '@propdesk/shared/domain';
import { useLazyTranslation, useTranslation } from '@propdesk/shared/i18n';
import {
  NotificationItem,
  notificationTexts,
  notificationsPagePath,
  useMinuteClock,
  useNotificationActions,
  type useNotificationPage,
} from '@propdesk/shared/notifications';
import { Link } from '@propdesk/shared/router';
import { notificationBellTexts } from './i18n/index.ts';

/**
 * The pages of a reader who reads an area's notifications but has pages of their own (the support agent
 * reads the organization area's): every notification leads home, "View all" to their notifications page.
 */
export type TReaderPages = { readonly home: string; readonly notifications: string };

/** The list scrolls inside the dropdown beyond this height, so the dropdown fits a phone's screen. */
const LIST_MAX_HEIGHT = 420;

/**
 * What the bell opens onto: the newest notifications of the area, each opening (and marking read) or
 * deleting, and "View all notifications" when there are more than the bell lists. A failed read keeps
 * what was shown; only a first read that fails says so.
 */
export function BellDropdown({
  area,
  query,
  onClose,
  readerPages,
}: {
  area: TNotificationArea;
  query: ReturnType<typeof useNotificationPage>;
  onClose: () => void;
  readerPages?: TReaderPages | undefined;
}) {
  const { t } = useLazyTranslation(notificationBellTexts, notificationTexts);
  const { t: common } = useTranslation();
  const actions = useNotificationActions(area, {
    onOpen: onClose,
    ...(readerPages === undefined ? {} : { targetOf: () => readerPages.home }),
  });
  const now = useMinuteClock();
  const shown = query.data;

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" px={4}>
        {t('heading')}
      </Text>
      {shown === undefined && query.isError ? (
        <Group justify="space-between" gap="xs" px={4}>
          <Text size="sm" c="dimmed">
            {t('loadFailed')}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      ) : null}
      {shown === undefined && !query.isError ? (
        <Center p="md">
          <Loader size="sm" aria-label={common('app.loading')} />
        </Center>
      ) : null}
      {shown && shown.notifications.length === 0 ? (
        <Text size="sm" c="dimmed" px={4}>
          {t('empty')}
        </Text>
      ) : null}
      {shown && shown.notifications.length > 0 ? (
        <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto">
          <Stack
            component="ul"
            gap={2}
            aria-label={t('heading')}
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
                isCompact
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      ) : null}
      {shown && shown.total > BELL_LIST_SIZE ? (
        <Anchor
          component={Link}
          to={readerPages?.notifications ?? notificationsPagePath(area)}
          onClick={onClose}
          size="sm"
          ta="center"
        >
          {t('viewAll')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
