/**
 * The English texts of the header's bell (namespace `notification-bell`); es.ts and it.ts follow this
 * shape. The items, the empty list and the toasts speak through @propdesk/shared/notifications' texts.
 */
export const en = {
  heading: 'Notifications',
  viewAll: 'View all notifications',
};

export type NotificationBellCatalog = typeof en;
