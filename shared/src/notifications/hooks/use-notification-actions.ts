import { useCallback } from 'react';
import type { TNotification } from '../../contracts/index.ts';
import type { TNotificationArea } from '../../domain/notifications.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { notify } from '@propdesk/shared/notify';
import { useNavigate } from '@propdesk/shared/router';
import { useDeleteNotification, useMarkNotificationRead } from '../queries/notification-queries.ts';
import { notificationTexts } from '../i18n/index.ts';
import { notificationTarget } from '../../domain/notification-paths.ts';

/**
 * What a person does with a notification, the same in the bell and on the notifications pages. Opening
 * marks it read when it is not (at once; a refusal quietly puts the list back) and goes where it points
 * in this area, or where `targetOf` says for a reader with pages of their own (the support agent).
 * Deleting says how it went in a toast.
 */
export function useNotificationActions(
  area: TNotificationArea,
  { onOpen, targetOf }: { onOpen?: () => void; targetOf?: (notification: TNotification) => string } = {},
) {
  const { t } = useLazyTranslation(notificationTexts);
  const navigate = useNavigate();
  const { mutate: markRead } = useMarkNotificationRead();
  const deletion = useDeleteNotification();
  const { mutateAsync: deleteNotification } = deletion;

  const open = useCallback(
    (notification: TNotification) => {
      if (!notification.isRead) markRead(notification);
      onOpen?.();
      navigate(targetOf === undefined ? notificationTarget(notification, area) : targetOf(notification));
    },
    [area, markRead, navigate, onOpen, targetOf],
  );

  const remove = useCallback(
    (notification: TNotification) => {
      // Toasts from the promise rather than mutate's callbacks: those never run once the caller unmounts.
      deleteNotification(notification).then(
        () => void notify({ color: 'green', title: t('deleted.title'), message: t('deleted.message') }),
        () =>
          void notify({ color: 'red', title: t('deleteFailed.title'), message: t('deleteFailed.message') }),
      );
    },
    [deleteNotification, t],
  );

  return {
    open,
    remove,
    /** The notification being deleted now, whose button shows it. */
    deletingId: deletion.isPending ? (deletion.variables?.id ?? null) : null,
  };
}
