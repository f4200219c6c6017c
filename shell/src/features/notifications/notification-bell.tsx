import { Suspense, useState } from 'react';
import { ActionIcon, Box, Center, Loader, Popover } from '@mantine/core';
import { BELL_BADGE_MAX, BELL_LIST_SIZE, type TNotificationArea } from '@propdesk/shared/domain';
import { useTranslation } from '@propdesk/shared/i18n';
import { useNotificationPage, useNotificationScope } from '@propdesk/shared/notifications';
import { BellDropdown, type TReaderPages } from './bell-dropdown.tsx';

/** Wide enough for a title and two lines of message; never wider than a phone's screen. */
const DROPDOWN_WIDTH = 360;

/** The count as the badge shows it, '99+' above 99; null when there is none to show. */
export function unreadBadgeText(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > BELL_BADGE_MAX ? `${BELL_BADGE_MAX}+` : String(unreadCount);
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
 * The header's bell for the area on screen (in the organization area, the current organization's): a
 * badge with the unread count ('99+' above 99) or a quiet dot when there is nothing unread, and a
 * dropdown with the newest notifications. Its list is the first page of the area's notifications in the
 * shared cache, which the stream writes into, so a new notification shows here at once.
 */
export function NotificationBell({
  area,
  readerPages,
}: {
  area: TNotificationArea;
  /** For a reader with pages of their own (the support agent), where the bell's links lead. */
  readerPages?: TReaderPages;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const scope = useNotificationScope(area);
  const query = useNotificationPage(
    {
      area,
      organizationId: scope.organizationId,
      status: 'all',
      type: null,
      page: 1,
      pageSize: BELL_LIST_SIZE,
    },
    { isEnabled: scope.isReady },
  );
  const unreadCount = query.data?.unreadCount ?? 0;
  const badge = unreadBadgeText(unreadCount);
  return (
    <Popover
      opened={isOpen}
      onChange={setIsOpen}
      position="bottom-end"
      width={DROPDOWN_WIDTH}
      withinPortal
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          pos="relative"
          onClick={() => setIsOpen((value) => !value)}
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
      <Popover.Dropdown p="xs" maw="calc(100vw - 16px)" aria-label={t('header.notifications')}>
        {/* The list's texts in Spanish or Italian may still be loading the first time it opens. */}
        <Suspense
          fallback={
            <Center p="md">
              <Loader size="sm" aria-label={t('app.loading')} />
            </Center>
          }
        >
          <BellDropdown
            area={area}
            query={query}
            onClose={() => setIsOpen(false)}
            readerPages={readerPages}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
