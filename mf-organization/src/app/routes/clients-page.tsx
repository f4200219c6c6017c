import { ClientManagement, clientTexts } from '@propdesk/shared/clients';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts } from '../../lib/i18n/index.ts';

const detailPath = (userId: string) => `/organization/clients/${encodeURIComponent(userId)}/details`;

/**
 * `/organization/clients` ("Client Management"): the clients of the organization the shell's switcher
 * chose; filters in the URL (see ClientManagement), each client opening their own page.
 */
export function ClientsPage() {
  const { t } = useLazyTranslation(organizationTexts, clientTexts);
  return (
    <PageFrame title={t('pages.clients')}>
      <ClientManagement detailPath={detailPath} />
    </PageFrame>
  );
}
