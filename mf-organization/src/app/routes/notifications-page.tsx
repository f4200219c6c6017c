import { useLazyTranslation } from '@propdesk/shared/i18n';
import { NotificationsList } from '@propdesk/shared/notifications';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts } from '../../lib/i18n/index.ts';

/**
 * `/organization/notifications`: the notifications of the organization being run, the one the shell's
 * switcher chose (the list reads it from @propdesk/shared/session, as the bell does).
 */
export function NotificationsPage() {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t('pages.notifications')}>
      <NotificationsList area="organization" />
    </PageFrame>
  );
}
