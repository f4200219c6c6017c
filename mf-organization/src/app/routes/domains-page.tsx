import { useLazyTranslation } from '@propdesk/shared/i18n';
import { DomainsManager } from '@propdesk/shared/organization-settings';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts } from '../../lib/i18n/index.ts';

/** `/organization/domains`: the firm's own domains, for the organization the shell's switcher chose. */
export function DomainsPage() {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t('pages.domains')}>
      <DomainsManager />
    </PageFrame>
  );
}
