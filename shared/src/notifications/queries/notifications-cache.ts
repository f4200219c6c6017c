import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TNotification, TNotificationPage } from '../../contracts/index.ts';
import type { TNotificationArea } from '../../domain/notifications.ts';
import type { TLanguage } from '../../i18n/languages.ts';
import { notificationKeys, type TNotificationListParams } from './query-keys.ts';

/** What a cached list held before an optimistic change, to put back when the api refuses it. */
export type TNotificationCacheSnapshot = [QueryKey, TNotificationPage | undefined][];

/** Which area's (and organization's) counts a notification belongs to. */
type TScope = { area: TNotificationArea; organizationId: string | null };

function paramsOf(key: QueryKey): TNotificationListParams {
  // notificationKeys.list puts the params fourth.
  return key[3] as TNotificationListParams;
}

function isInScope(params: TNotificationListParams, scope: TScope): boolean {
  if (params.area !== scope.area) return false;
  return scope.area !== 'organization' || params.organizationId === scope.organizationId;
}

function matchesFilters(params: TNotificationListParams, notification: TNotification): boolean {
  if (params.type !== null && params.type !== notification.type) return false;
  if (params.status === 'unread') return !notification.isRead;
  if (params.status === 'read') return notification.isRead;
  return true;
}

/** Every cached list of the user's notifications in a scope, with its params. */
function cachedLists(queryClient: QueryClient, userId: string | null, scope: TScope) {
  return queryClient
    .getQueriesData<TNotificationPage>({ queryKey: notificationKeys.lists(userId) })
    .flatMap(([key, page]) =>
      page !== undefined && isInScope(paramsOf(key), scope) ? [{ key, page, params: paramsOf(key) }] : [],
    );
}

function snapshotOf(queryClient: QueryClient, userId: string | null): TNotificationCacheSnapshot {
  return queryClient.getQueriesData<TNotificationPage>({ queryKey: notificationKeys.lists(userId) });
}

export function restoreNotificationCache(
  queryClient: QueryClient,
  snapshot: TNotificationCacheSnapshot,
): void {
  for (const [key, page] of snapshot) queryClient.setQueryData(key, page);
}

/**
 * A notification the stream just delivered, written into every cached list it belongs to, so the bell
 * and an open page show it at once: first on a first page whose filters it matches, and one more unread
 * for its area. A list that holds it already (it came with a refetch) is left alone, and so are lists in
 * another language, whose texts it does not carry.
 */
export function addArrivedNotification(
  queryClient: QueryClient,
  userId: string | null,
  notification: TNotification,
  language: TLanguage,
): void {
  for (const { key, page, params } of cachedLists(queryClient, userId, notification)) {
    if (params.language !== language) continue;
    if (page.notifications.some((listed) => listed.id === notification.id)) continue;
    const isMatch = matchesFilters(params, notification);
    queryClient.setQueryData<TNotificationPage>(key, {
      ...page,
      notifications:
        isMatch && params.page === 1
          ? [notification, ...page.notifications].slice(0, page.pageSize)
          : page.notifications,
      total: isMatch ? page.total + 1 : page.total,
      unreadCount: notification.isRead ? page.unreadCount : page.unreadCount + 1,
    });
  }
}

/** Marks one notification read in every cached list of its area; returns what to restore on failure. */
export function markReadInCache(
  queryClient: QueryClient,
  userId: string | null,
  notification: TNotification,
): TNotificationCacheSnapshot {
  const snapshot = snapshotOf(queryClient, userId);
  if (notification.isRead) return snapshot;
  for (const { key, page } of cachedLists(queryClient, userId, notification)) {
    queryClient.setQueryData<TNotificationPage>(key, {
      ...page,
      notifications: page.notifications.map((listed) =>
        listed.id === notification.id ? { ...listed, isRead: true } : listed,
      ),
      unreadCount: Math.max(0, page.unreadCount - 1),
    });
  }
  return snapshot;
}

/** Takes a deleted notification out of every cached list of its area. */
export function removeFromCache(
  queryClient: QueryClient,
  userId: string | null,
  notification: TNotification,
): void {
  for (const { key, page } of cachedLists(queryClient, userId, notification)) {
    const isListed = page.notifications.some((listed) => listed.id === notification.id);
    queryClient.setQueryData<TNotificationPage>(key, {
      ...page,
      notifications: page.notifications.filter((listed) => listed.id !== notification.id),
      total: isListed ? Math.max(0, page.total - 1) : page.total,
      unreadCount: notification.isRead ? page.unreadCount : Math.max(0, page.unreadCount - 1),
    });
  }
}

/** After "Mark all as read": every cached notification of the area read, none unread. */
export function markAllReadInCache(
  queryClient: QueryClient,
  userId: string | null,
  scope: { area: TNotificationArea; organizationId: string | null },
): void {
  for (const { key, page } of cachedLists(queryClient, userId, scope)) {
    queryClient.setQueryData<TNotificationPage>(key, {
      ...page,
      notifications: page.notifications.map((listed) => ({ ...listed, isRead: true })),
      unreadCount: 0,
    });
  }
}
