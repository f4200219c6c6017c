import { ClientManagement, clientTexts } from '@propdesk/shared/clients';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { PageFrame } from '@propdesk/shared/ui';
import { adminTexts } from '../../lib/i18n/index.ts';

/**
 * `/admin/clients` and `/admin/org-clients`: the clients of the organization chosen in the shell's
 * switcher; a client's details open in a drawer (the admin area has no page per client).
 */
export function ClientsPage() {
  const { t } = useLazyTranslation(adminTexts, clientTexts);
  return (
    <PageFrame title={t('pages.clients')}>
      <ClientManagement />
    </PageFrame>
  );
}
