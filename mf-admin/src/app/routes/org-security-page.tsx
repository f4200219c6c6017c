import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SecurityDashboard } from '@propdesk/shared/security-dashboard';
import { PageFrame } from '@propdesk/shared/ui';
import { adminTexts } from '../../lib/i18n/index.ts';

/**
 * `/admin/org-security`: the security dashboard of the organization chosen in the shell's switcher;
 * platform admins read it and end staff sessions in any organization.
 */
export function OrgSecurityPage() {
  const { t } = useLazyTranslation(adminTexts);
  return (
    <PageFrame title={t('pages.orgSecurity')}>
      <SecurityDashboard />
    </PageFrame>
  );
}
