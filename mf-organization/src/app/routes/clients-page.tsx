import { ClientManagement, clientTexts } from '../../features/clients/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts, type TitledPageProps } from '../../lib/i18n/index.ts';

const detailPath = (userId: string) => `/organization/clients/${encodeURIComponent(userId)}/details`;

/**
 * `/organization/clients` ("Client Management"): the clients of the organization the shell's switcher
 * chose; filters in the URL (see ClientManagement), each client opening their own page. In the admin's
 * Organization View (`inDrawer`) a client's details open in a drawer: that area has no page per client.
 */
export function ClientsPage({
  title = 'pages.clients',
  inDrawer = false,
}: TitledPageProps & { inDrawer?: boolean }) {
  const { t } = useLazyTranslation(organizationTexts, clientTexts);
  return (
    <PageFrame title={t(title)}>
      <ClientManagement detailPath={inDrawer ? undefined : detailPath} />
    </PageFrame>
  );
}
