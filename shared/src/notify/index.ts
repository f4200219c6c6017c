import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

/**
 * Toasts without loading the toast code up front. `notify()` fetches Mantine's notifications (and
 * Mantine with them) the first time a toast is needed, and tells the shell to mount its toast host;
 * pages that never toast, such as every visit to the landing, never download it.
 */
let isRequested = false;
const listeners = new Set<() => void>();

function markRequested(): void {
  if (isRequested) return;
  isRequested = true;
  listeners.forEach((listener) => listener());
}

export type NotifyOptions = NotificationData;

export async function notify(options: NotifyOptions): Promise<string> {
  markRequested();
  const { notifications } = await import('@mantine/notifications');
  return notifications.show(options);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any part of the portal asked for a toast: the shell mounts the toast host then. */
export function useNotificationsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isRequested,
    () => false,
  );
}
