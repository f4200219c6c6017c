import { useLazyTranslation } from '@propdesk/shared/i18n';
import {
  ADMIN_DASHBOARD_LINKS,
  ORGANIZATION_DASHBOARD_LINKS,
  OrganizationDashboard,
} from '../../features/organization-dashboard/index.ts';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts, type TitledPageProps } from '../../lib/i18n/index.ts';

/**
 * `/organization/dashboard`: the figures of the organization the shell's switcher chose, linked to its
 * lists; in the admin's Organization View (`/admin/org-dashboard`) linked to the admin's own lists.
 */
export function DashboardPage({
  title = 'pages.dashboard',
  linksTo = 'organization',
}: TitledPageProps & { linksTo?: 'organization' | 'admin' }) {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t(title)}>
      <OrganizationDashboard
        links={linksTo === 'admin' ? ADMIN_DASHBOARD_LINKS : ORGANIZATION_DASHBOARD_LINKS}
      />
    </PageFrame>
  );
}
