import type { TNotificationReadFilter } from '../../contracts/index.ts';
import type { TNotificationArea, TNotificationType } from '../../domain/notifications.ts';
import type { TLanguage } from '../../i18n/languages.ts';

/** One page of one area's notifications as a list asks for it: the query string of GET /me/notifications. */
export interface TNotificationListParams {
  area: TNotificationArea;
  /** The organization being run, in the organization area; null elsewhere. */
  organizationId: string | null;
  status: TNotificationReadFilter;
  type: TNotificationType | null;
  page: number;
  pageSize: number;
  /** The texts come rendered in this language, so it is part of what is cached. */
  language: TLanguage;
}

/**
 * The notification queries' keys in one place: the bell, the pages, the mutations and the stream name the
 * same cache entries. Each is per signed-in user, so a later session in the tab never sees the earlier
 * one's notifications.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: (userId: string | null) => ['notifications', userId, 'list'] as const,
  list: (userId: string | null, params: TNotificationListParams) =>
    ['notifications', userId, 'list', params] as const,
  preferences: (userId: string | null) => ['notifications', userId, 'preferences'] as const,
};

/** Mutations that change notifications carry this key, so the stream can hold its refetch while they run. */
export const NOTIFICATION_MUTATION_KEY = ['notifications', 'change'] as const;
