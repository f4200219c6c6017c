import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  TMarkAllNotificationsRead,
  TMarkedNotifications,
  TNotification,
  TNotificationPage,
  TNotificationPreferences,
} from '../../contracts/index.ts';
import type { TNotificationArea } from '../../domain/notifications.ts';
import { DEFAULT_LANGUAGE, isSupportedLanguage, useTranslation, type TLanguage } from '@propdesk/shared/i18n';
import { useApi, useSession } from '@propdesk/shared/session';
import {
  markAllReadInCache,
  markReadInCache,
  removeFromCache,
  restoreNotificationCache,
  type TNotificationCacheSnapshot,
} from './notifications-cache.ts';
import { NOTIFICATION_MUTATION_KEY, notificationKeys, type TNotificationListParams } from './query-keys.ts';

/**
 * How long a list counts as fresh. The stream keeps an open tab current; this bounds how old a list may
 * be when it is shown again, or when the stream is down (the portal's default is 5 minutes).
 */
export const NOTIFICATIONS_STALE_MS = 30_000;

/** The signed-in user, whose cache entries the notification keys name. */
export function useNotificationUserId(): string | null {
  return useSession((state) => state.user?.id ?? null);
}

/** The reader's language, in which the api renders the texts. */
export function useNotificationLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

function searchParamsOf(params: TNotificationListParams): Record<string, string | number> {
  return {
    area: params.area,
    ...(params.organizationId === null ? {} : { organizationId: params.organizationId }),
    status: params.status,
    ...(params.type === null ? {} : { type: params.type }),
    page: params.page,
    pageSize: params.pageSize,
    language: params.language,
  };
}

/**
 * One page of an area's notifications (GET /api/me/notifications), in the reader's language. `isEnabled`
 * false waits (the organization area, until the organization is known); `keepPrevious` keeps the rows on
 * screen while the next page or filter loads.
 */
export function useNotificationPage(
  params: Omit<TNotificationListParams, 'language'>,
  { isEnabled = true, keepPrevious = false }: { isEnabled?: boolean; keepPrevious?: boolean } = {},
) {
  const api = useApi();
  const userId = useNotificationUserId();
  const full: TNotificationListParams = { ...params, language: useNotificationLanguage() };
  return useQuery({
    queryKey: notificationKeys.list(userId, full),
    queryFn:
      userId === null || !isEnabled
        ? skipToken
        : () =>
            api.get('api/me/notifications', { searchParams: searchParamsOf(full) }).json<TNotificationPage>(),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    staleTime: NOTIFICATIONS_STALE_MS,
    // The portal's default never refetches on mount; a list the stream marked stale must be read again.
    refetchOnMount: true,
  });
}

function invalidateLists(queryClient: QueryClient, userId: string | null): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
}

/**
 * Marks one notification read (POST /api/me/notifications/:id/read), at once in every list of its area;
 * a refusal puts the lists back as they were. Read is one-way: nothing marks a notification unread.
 */
export function useMarkNotificationRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useNotificationUserId();
  return useMutation<void, Error, TNotification, TNotificationCacheSnapshot>({
    mutationKey: NOTIFICATION_MUTATION_KEY,
    mutationFn: async (notification) => {
      await api.post(`api/me/notifications/${encodeURIComponent(notification.id)}/read`);
    },
    onMutate: async (notification) => {
      // A read under way could otherwise land after the change and show the notification unread again.
      await queryClient.cancelQueries({ queryKey: notificationKeys.lists(userId) });
      return markReadInCache(queryClient, userId, notification);
    },
    onError: (_error, _notification, snapshot) => {
      if (snapshot) restoreNotificationCache(queryClient, snapshot);
    },
    onSuccess: () => invalidateLists(queryClient, userId),
  });
}

/** "Mark all as read" for one area, and in the organization area one organization. */
export function useMarkAllNotificationsRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useNotificationUserId();
  return useMutation({
    mutationKey: NOTIFICATION_MUTATION_KEY,
    mutationFn: (scope: { area: TNotificationArea; organizationId: string | null }) => {
      const body: TMarkAllNotificationsRead = {
        area: scope.area,
        ...(scope.organizationId === null ? {} : { organizationId: scope.organizationId }),
      };
      return api.post('api/me/notifications/read-all', { json: body }).json<TMarkedNotifications>();
    },
    onSuccess: (_answer, scope) => {
      markAllReadInCache(queryClient, userId, scope);
      return invalidateLists(queryClient, userId);
    },
  });
}

/** Deletes one notification (DELETE /api/me/notifications/:id); the lists drop it once the api agrees. */
export function useDeleteNotification() {
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useNotificationUserId();
  return useMutation({
    mutationKey: NOTIFICATION_MUTATION_KEY,
    mutationFn: async (notification: TNotification) => {
      await api.delete(`api/me/notifications/${encodeURIComponent(notification.id)}`);
    },
    onSuccess: (_answer, notification) => {
      removeFromCache(queryClient, userId, notification);
      return invalidateLists(queryClient, userId);
    },
  });
}

/** Which mails the reader gets (GET /api/me/notification-preferences). */
export function useNotificationPreferences() {
  const api = useApi();
  const userId = useNotificationUserId();
  return useQuery({
    queryKey: notificationKeys.preferences(userId),
    queryFn:
      userId === null
        ? skipToken
        : () => api.get('api/me/notification-preferences').json<TNotificationPreferences>(),
  });
}

/** Saves the mail preferences (PUT /api/me/notification-preferences); the answer becomes the cached one. */
export function useSaveNotificationPreferences() {
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useNotificationUserId();
  return useMutation({
    mutationFn: (preferences: TNotificationPreferences) =>
      api.put('api/me/notification-preferences', { json: preferences }).json<TNotificationPreferences>(),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(userId), saved),
  });
}
