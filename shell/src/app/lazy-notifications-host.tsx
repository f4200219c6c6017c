import { lazy, Suspense } from 'react';
import { useNotificationsRequested } from '@propdesk/shared/notify';

// The toast host and its animation code load with the first toast, not with the first page.
const NotificationsHost = lazy(() => import('../components/notifications-host.tsx'));

export function LazyNotificationsHost() {
  const isRequested = useNotificationsRequested();
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
