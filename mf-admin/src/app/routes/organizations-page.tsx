import { useLazyTranslation } from '@propdesk/shared/i18n';
import { PageFrame } from '@propdesk/shared/ui';
import { WhiteLabelRequestsPanel } from '../../features/white-label/components/white-label-requests-panel.tsx';
import { adminTexts } from '../../lib/i18n/index.ts';

/** /admin/organizations: the white-label requests of firms that want a portal of their own. */
export function OrganizationsPage() {
  const { t } = useLazyTranslation(adminTexts);
  return (
    <PageFrame title={t('pages.organizations')}>
      <WhiteLabelRequestsPanel />
    </PageFrame>
  );
}
