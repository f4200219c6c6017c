import { useLazyTranslation } from '@propdesk/shared/i18n';
import { NotificationsList } from '@propdesk/shared/notifications';
import { PageFrame } from '@propdesk/shared/ui';
import { traderTexts } from '../../lib/i18n/index.ts';

/** `/notifications`: the trader's own notifications, the list the bell opens onto. */
export function NotificationsPage() {
  const { t } = useLazyTranslation(traderTexts);
  return (
    <PageFrame title={t('pages.notifications')}>
      <NotificationsList area="trader" />
    </PageFrame>
  );
}
