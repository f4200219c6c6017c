import '@mantine/notifications/styles.css';
import { MantineScope } from '@propdesk/shared/ui';
import { Notifications } from '@mantine/notifications';

/** Toasts last 4000 ms, have a close button, and at most one is shown at a time. */
export const NOTIFICATION_RULES = { limit: 1, autoCloseMs: 4000 } as const;

/** Loaded with the first toast, with Mantine for a public page that has not loaded it. */
export default function NotificationsHost() {
  return (
    <MantineScope>
      <Notifications limit={NOTIFICATION_RULES.limit} autoClose={NOTIFICATION_RULES.autoCloseMs} />
    </MantineScope>
  );
}
