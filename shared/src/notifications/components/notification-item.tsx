import { ActionIcon, Badge, Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TNotification } from '../../contracts/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { notificationTexts } from '../i18n/index.ts';
import { formatFullTime, formatTimeAgo } from '../relative-time.ts';

export interface NotificationItemProps {
  notification: TNotification;
  /** The current time, for "5 minutes ago". */
  now: number;
  onOpen: (notification: TNotification) => void;
  onDelete: (notification: TNotification) => void;
  isDeleting?: boolean;
  /** The bell's narrow list: the message in two lines at most. */
  isCompact?: boolean;
}

function TrashIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />
    </svg>
  );
}

/**
 * One notification in a list (inside a `ul`): the whole text is one button that opens it, with the delete button beside
 * it, so both are reached with Tab and used with Enter or Space. An unread one is bold with a dot, and
 * says "Unread" to screen readers.
 */
export function NotificationItem({
  notification,
  now,
  onOpen,
  onDelete,
  isDeleting = false,
  isCompact = false,
}: NotificationItemProps) {
  const { t, i18n } = useLazyTranslation(notificationTexts);
  const isUnread = !notification.isRead;
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap={4}
      data-testid="notification-item"
      data-unread={isUnread || undefined}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: isUnread ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <UnstyledButton
        onClick={() => onOpen(notification)}
        p="xs"
        style={{ flex: 1, minWidth: 0, borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Group component="span" gap={6} wrap="nowrap">
          {isUnread ? (
            <Box
              component="span"
              aria-hidden="true"
              w={8}
              h={8}
              bg="var(--mantine-primary-color-filled)"
              style={{ borderRadius: 999, flexShrink: 0 }}
            />
          ) : null}
          {isUnread ? <VisuallyHidden>{`${t('unread')}: `}</VisuallyHidden> : null}
          <Text component="span" size="sm" fw={isUnread ? 700 : 500} lineClamp={isCompact ? 1 : undefined}>
            {notification.title}
          </Text>
        </Group>
        <Text component="span" display="block" size="sm" c="dimmed" lineClamp={isCompact ? 2 : undefined}>
          {notification.message}
        </Text>
        <Group component="span" gap={6} mt={4}>
          <Badge component="span" size="xs" variant="light" color="gray">
            {t(`types.${notification.type}`)}
          </Badge>
          <Text
            component="time"
            size="xs"
            c="dimmed"
            dateTime={notification.createdAt}
            title={formatFullTime(notification.createdAt, i18n.language)}
          >
            {formatTimeAgo(notification.createdAt, now, i18n.language)}
          </Text>
        </Group>
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        color="gray"
        mt={6}
        aria-label={t('deleteLabel', { title: notification.title })}
        loading={isDeleting}
        onClick={() => onDelete(notification)}
      >
        <TrashIcon />
      </ActionIcon>
    </Group>
  );
}
