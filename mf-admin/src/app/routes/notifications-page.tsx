import { useLazyTranslation } from '@propdesk/shared/i18n';
import { NotificationsList } from '@propdesk/shared/notifications';
import { PageFrame } from '@propdesk/shared/ui';
import { adminTexts } from '../../lib/i18n/index.ts';

/** `/admin/notifications`: the platform staff's notifications, the list the admin area's bell opens onto. */
export function NotificationsPage() {
  const { t } = useLazyTranslation(adminTexts);
  return (
    <PageFrame title={t('pages.notifications')}>
      <NotificationsList area="admin" />
    </PageFrame>
  );
}
