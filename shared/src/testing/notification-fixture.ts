import type { TNotification, TNotificationPage } from '../contracts/index.ts';

/** A notification as the api sends it: an unread breach on the trader's account; override what a test needs. */
export function notificationFixture(overrides: Partial<TNotification> = {}): TNotification {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    type: 'breach',
    category: 'trading_alerts',
    area: 'trader',
    organizationId: null,
    title: 'Daily loss limit breached',
    message: 'Account PD-100042 lost more than its daily limit and is closed.',
    link: { page: 'account', accountId: '11111111-1111-4111-8111-111111111111' },
    isRead: false,
    createdAt: '2026-11-27T11:55:00.000Z',
    ...overrides,
  };
}

/**
 * `count` notifications numbered from 1, newest first, each with an id and title of its own
 * (`Notification 1`), as one page of GET /api/me/notifications.
 */
export function notificationPageFixture(
  count: number,
  {
    total = count,
    unreadCount = 0,
    page = 1,
    pageSize = Math.max(count, 10),
    notification = {},
  }: {
    total?: number;
    unreadCount?: number;
    page?: number;
    pageSize?: number;
    notification?: Partial<TNotification>;
  } = {},
): TNotificationPage {
  return {
    notifications: Array.from({ length: count }, (_, index) =>
      notificationFixture({
        id: `55555555-5555-4555-8555-${String(index + 1).padStart(12, '0')}`,
        title: `Notification ${index + 1}`,
        ...notification,
      }),
    ),
    total,
    unreadCount,
    page,
    pageSize,
  };
}
