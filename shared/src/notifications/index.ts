/**
 * Notifications, shared by the shell's bell and the notifications pages of the trader, organization and
 * admin areas: the queries and mutations over one cache, the list and its items, where a click leads.
 */
export {
  NOTIFICATIONS_STALE_MS,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationLanguage,
  useNotificationPage,
  useNotificationPreferences,
  useNotificationUserId,
  useSaveNotificationPreferences,
} from './queries/notification-queries.ts';
export { addArrivedNotification } from './queries/notifications-cache.ts';
export {
  NOTIFICATION_MUTATION_KEY,
  notificationKeys,
  type TNotificationListParams,
} from './queries/query-keys.ts';
export { NotificationItem, type NotificationItemProps } from './components/notification-item.tsx';
export { NOTIFICATIONS_PAGE_SIZE, NotificationsList } from './components/notifications-list.tsx';
export { useNotificationActions } from './hooks/use-notification-actions.ts';
export { useNotificationScope, type TNotificationScope } from './hooks/use-notification-scope.ts';
export { notificationTexts } from './i18n/index.ts';
export { notificationsPagePath, notificationTarget } from '../domain/notification-paths.ts';
export { useMinuteClock } from './relative-time.ts';
