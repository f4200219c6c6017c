import type { OrganizationPath } from '@propdesk/shared/federation';
import type { RouteTarget } from '@propdesk/shared/ui-plain';
import { NotificationsPage } from './notifications-page.tsx';
import { OrganizationPage } from './organization-page.tsx';
import { PayoutsPage } from './payouts-page.tsx';
import { ProfilePage } from './profile-page.tsx';
import { SecurityPage } from './security-page.tsx';
import { VerificationsPage } from './verifications-page.tsx';

/**
 * Every organization path; the compiler refuses a path of ORGANIZATION_PATHS left out here. The support
 * agent's dashboard lives here too: agents work for an organization.
 */
export const organizationRoutes: Record<OrganizationPath, RouteTarget> = {
  '/organization': { redirectTo: '/organization/dashboard' },
  '/organization/profile': <ProfilePage />,
  '/organization/notifications': <NotificationsPage />,
  '/organization/dashboard': <OrganizationPage page="dashboard" />,
  '/organization/accounts': <OrganizationPage page="accounts" />,
  '/organization/members': <OrganizationPage page="members" />,
  '/organization/prop-trading-settings': <OrganizationPage page="propTradingSettings" />,
  '/organization/activity-logs': <OrganizationPage page="activityLogs" />,
  '/organization/security': <SecurityPage />,
  '/organization/clients': <OrganizationPage page="clients" />,
  '/organization/clients/:userId/details': <OrganizationPage page="clientDetails" />,
  '/organization/guide': <OrganizationPage page="guide" />,
  '/organization/payouts': <PayoutsPage />,
  '/organization/verifications': <VerificationsPage />,
  '/organization/affiliates': <OrganizationPage page="affiliates" />,
  '/organization/affiliate-payouts': <OrganizationPage page="affiliatePayouts" />,
  '/organization/agents': <OrganizationPage page="agents" />,
  '/organization/domains': <OrganizationPage page="domains" />,
  '/organization/live-support': <OrganizationPage page="liveSupport" />,
  '/organization/api': <OrganizationPage page="api" />,
  '/support-agent/dashboard': <OrganizationPage page="supportAgentDashboard" />,
};
