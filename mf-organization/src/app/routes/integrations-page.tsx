import { useLazyTranslation } from '@propdesk/shared/i18n';
import { IntegrationsPanel } from '../../features/organization-settings/index.ts';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts } from '../../lib/i18n/index.ts';

/** `/organization/api`: the firm's integrations, for the organization the shell's switcher chose. */
export function IntegrationsPage() {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t('pages.api')}>
      <IntegrationsPanel />
    </PageFrame>
  );
}
