import { ClientLookup, clientTexts } from '../../features/clients/index.ts';
import { SUPPORT_AGENT_PAGES } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { NotificationsList } from '@propdesk/shared/notifications';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts } from '../../lib/i18n/index.ts';

/** `/support-agent/dashboard`: the support agent's client lookup, read-only. */
export function SupportAgentDashboardPage() {
  const { t } = useLazyTranslation(organizationTexts, clientTexts);
  return (
    <PageFrame title={t('pages.supportAgentDashboard')}>
      <ClientLookup />
    </PageFrame>
  );
}

const toLookup = () => SUPPORT_AGENT_PAGES.home;

/**
 * `/support-agent/notifications`: the agent's notifications in their firm (the organization area's, as
 * the api stores them); each leads to the lookup, the agent's only other page.
 */
export function SupportAgentNotificationsPage() {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t('pages.supportAgentNotifications')}>
      <NotificationsList area="organization" targetOf={toLookup} />
    </PageFrame>
  );
}
