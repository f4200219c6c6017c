import { useLazyTranslation } from '@propdesk/shared/i18n';
import { ORGANIZATION_DASHBOARD_LINKS, OrganizationDashboard } from '@propdesk/shared/organization-dashboard';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts } from '../../lib/i18n/index.ts';

/** `/organization/dashboard`: the figures of the organization the shell's switcher chose, linked to its lists. */
export function DashboardPage() {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t('pages.dashboard')}>
      <OrganizationDashboard links={ORGANIZATION_DASHBOARD_LINKS} />
    </PageFrame>
  );
}
