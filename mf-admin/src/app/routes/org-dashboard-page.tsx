import { useLazyTranslation } from '@propdesk/shared/i18n';
import { ADMIN_DASHBOARD_LINKS, OrganizationDashboard } from '@propdesk/shared/organization-dashboard';
import { PageFrame } from '@propdesk/shared/ui';
import { adminTexts } from '../../lib/i18n/index.ts';

/**
 * `/admin/org-dashboard`: the dashboard of the organization chosen in the shell's switcher, its figures
 * linked to the admin's aliases of that organization's lists.
 */
export function OrgDashboardPage() {
  const { t } = useLazyTranslation(adminTexts);
  return (
    <PageFrame title={t('pages.orgDashboard')}>
      <OrganizationDashboard links={ADMIN_DASHBOARD_LINKS} />
    </PageFrame>
  );
}
