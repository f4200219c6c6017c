import { useLazyTranslation } from '@propdesk/shared/i18n';
import { DomainsManager } from '@propdesk/shared/organization-settings';
import { PageFrame } from '@propdesk/shared/ui';
import { adminTexts } from '../../lib/i18n/index.ts';

/**
 * `/admin/org-domains` (alias `/admin/domains`): the domains of the organization chosen in the shell's
 * switcher; platform admins add, check and remove them in any organization.
 */
export function OrgDomainsPage() {
  const { t } = useLazyTranslation(adminTexts);
  return (
    <PageFrame title={t('pages.domains')}>
      <DomainsManager />
    </PageFrame>
  );
}
