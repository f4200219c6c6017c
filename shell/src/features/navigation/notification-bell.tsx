import { ActionIcon, Box, Text, Popover } from '@mantine/core';
import { useTranslation } from '@propdesk/shared/i18n';

/** The count as the badge shows it, '99+' above 99; null when there is none to show. */
export function unreadBadgeText(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > 99 ? '99+' : String(unreadCount);
}

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/**
 * The header's bell. The notifications themselves (list, read, delete, routing by type) arrive with the
 * notifications work; until then there are none, and the bell says so. It shows a badge with the unread
 * count ('99+' above 99) and a quiet dot when there is nothing unread.
 */
export function NotificationBell({ unreadCount = 0 }: { unreadCount?: number }) {
  const { t } = useTranslation();
  const badge = unreadBadgeText(unreadCount);
  return (
    <Popover position="bottom-end" width={280} withinPortal shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          pos="relative"
          aria-label={
            badge === null
              ? t('header.notifications')
              : t('header.notificationsUnread', { count: unreadCount })
          }
        >
          <BellIcon />
          <Box
            component="span"
            aria-hidden="true"
            data-testid="notification-badge"
            pos="absolute"
            top={2}
            right={badge === null ? 6 : 0}
            px={badge === null ? 0 : 4}
            miw={badge === null ? 6 : 16}
            h={badge === null ? 6 : 16}
            fz={10}
            fw={700}
            lh="16px"
            ta="center"
            c="white"
            bg={badge === null ? 'gray.5' : 'red.6'}
            style={{ borderRadius: 999 }}
          >
            {badge}
          </Box>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb={4}>
          {t('header.notifications')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('header.notificationsEmpty')}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
