import { z } from 'zod';
import {
  BELL_LIST_SIZE,
  NOTIFICATION_AREAS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_LINK_PAGES,
  NOTIFICATION_TYPES,
  type TMailPreferenceCategory,
} from '../domain/notifications.ts';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.ts';

export * from '../domain/notifications.ts';
export * from '../domain/notification-paths.ts';

const ZId = z.uuid();
const ZInstant = z.iso.datetime();

export const ZNotificationLink = z.object({
  page: z.enum(NOTIFICATION_LINK_PAGES),
  /** Set when `page` is `account`. */
  accountId: ZId.nullable(),
});
export type TNotificationLink = z.infer<typeof ZNotificationLink>;

/** One notification as its recipient reads it, its texts in the language the reader asked for. */
export const ZNotification = z.object({
  id: ZId,
  type: z.enum(NOTIFICATION_TYPES),
  category: z.enum(NOTIFICATION_CATEGORIES),
  area: z.enum(NOTIFICATION_AREAS),
  /** The organization it concerns: the firm for staff notifications, the trader's firm otherwise. */
  organizationId: ZId.nullable(),
  title: z.string(),
  message: z.string(),
  link: ZNotificationLink,
  isRead: z.boolean(),
  createdAt: ZInstant,
});
export type TNotification = z.infer<typeof ZNotification>;

export const NOTIFICATION_READ_FILTERS = ['all', 'unread', 'read'] as const;
export type TNotificationReadFilter = (typeof NOTIFICATION_READ_FILTERS)[number];

/** Which notifications of one area: the bell asks for the first page of 10, the page for any page. */
export const ZNotificationListQuery = z.object({
  area: z.enum(NOTIFICATION_AREAS),
  /** In the organization area, the organization being run (staff of several firms see one at a time). */
  organizationId: ZId.optional(),
  status: z.enum(NOTIFICATION_READ_FILTERS).default('all'),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(BELL_LIST_SIZE),
  /** The language the texts are written in; the reader's saved language when omitted. */
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type TNotificationListQuery = z.input<typeof ZNotificationListQuery>;

export const ZNotificationPage = z.object({
  notifications: z.array(ZNotification),
  /** Notifications matching the filters. */
  total: z.number().int(),
  /** Unread notifications of the area, whatever the filters: the bell's badge. */
  unreadCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZNotificationIdParams = z.object({ notificationId: z.uuid('Must be a notification id') });

/** "Mark all as read" in one area (and, in the organization area, one organization). */
export const ZMarkAllNotificationsRead = z.object({
  area: z.enum(NOTIFICATION_AREAS),
  organizationId: ZId.optional(),
});
export type TMarkAllNotificationsRead = z.infer<typeof ZMarkAllNotificationsRead>;

export const ZMarkedNotifications = z.object({ updated: z.number().int() });
export type TMarkedNotifications = z.infer<typeof ZMarkedNotifications>;

/** Mail on or off per category; in-app notifications are always on and security mails always sent. */
export const ZNotificationPreferences = z.object({
  mail: z.object({
    trading_alerts: z.boolean(),
    account_lifecycle: z.boolean(),
    payouts: z.boolean(),
    affiliate: z.boolean(),
    support: z.boolean(),
    product_news: z.boolean(),
  } satisfies Record<TMailPreferenceCategory, z.ZodBoolean>),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** What GET /me/notifications/stream sends: a notification just created for the reader. */
export const ZNotificationStreamMessage = z.object({
  kind: z.literal('notification'),
  notification: ZNotification,
});
export type TNotificationStreamMessage = z.infer<typeof ZNotificationStreamMessage>;

/**
 * Query of the stream. One stream per tab carries every new notification of the reader, whatever the
 * area: the tab shows those of the area and organization it is on, and keeps its stream while the
 * reader moves between areas.
 */
export const ZNotificationStreamQuery = z.object({
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type TNotificationStreamQuery = z.infer<typeof ZNotificationStreamQuery>;
