import { Notifications } from '@propdesk/shared/ui-overlays';

/** Toasts last 4000 ms, have a close button, and at most one is shown at a time. */
export const NOTIFICATION_RULES = { limit: 1, autoCloseMs: 4000 } as const;

export default function NotificationsHost() {
  return <Notifications limit={NOTIFICATION_RULES.limit} autoClose={NOTIFICATION_RULES.autoCloseMs} />;
}
