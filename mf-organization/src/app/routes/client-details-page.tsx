import { ClientDetailsPage as ClientDetailsContent, clientTexts } from '../../features/clients/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts } from '../../lib/i18n/index.ts';
import { accountPath } from './accounts-page.tsx';

/** `/organization/clients/:userId/details` ("Client Details"): one client, with the way back to the list. */
export function ClientDetailsPage() {
  const { t } = useLazyTranslation(organizationTexts, clientTexts);
  return (
    <PageFrame title={t('pages.clientDetails')}>
      <ClientDetailsContent listPath="/organization/clients" accountPath={accountPath} />
    </PageFrame>
  );
}
