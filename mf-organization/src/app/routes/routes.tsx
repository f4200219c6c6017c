import type { OrganizationPath } from '../../navigation.ts';
import type { RouteTarget } from '@propdesk/shared/ui-plain';
import { AgentsPage } from './agents-page.tsx';
import { MembersPage } from './members-page.tsx';
import { ActivityLogsPage } from './activity-logs-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { DomainsPage } from './domains-page.tsx';
import { GuidePage } from './guide-page.tsx';
import { IntegrationsPage } from './integrations-page.tsx';
import { ClientDetailsPage } from './client-details-page.tsx';
import { ClientsPage } from './clients-page.tsx';
import { AccountRoute, AccountsPage } from './accounts-page.tsx';
import { NotificationsPage } from './notifications-page.tsx';
import { OrganizationPage } from './organization-page.tsx';
import { PayoutsPage } from './payouts-page.tsx';
import { SupportAgentDashboardPage, SupportAgentNotificationsPage } from './support-agent-pages.tsx';
import { ProfilePage } from './profile-page.tsx';
import { PropTradingSettingsPage } from './prop-trading-settings-page.tsx';
import { SecurityPage } from './security-page.tsx';
import { VerificationsPage } from './verifications-page.tsx';

/**
 * Every organization path; the compiler refuses a path of ORGANIZATION_PATHS (navigation.ts) left out here. The support
 * agent's pages (the client lookup, notifications) live here too: agents work for an organization.
 */
export const organizationRoutes: Record<OrganizationPath, RouteTarget> = {
  '/organization': { redirectTo: '/organization/dashboard' },
  '/organization/profile': <ProfilePage />,
  '/organization/notifications': <NotificationsPage />,
  '/organization/dashboard': <DashboardPage />,
  '/organization/accounts': <AccountsPage />,
  '/organization/accounts/:accountId': <AccountRoute />,
  '/organization/members': <MembersPage />,
  '/organization/prop-trading-settings': <PropTradingSettingsPage />,
  '/organization/activity-logs': <ActivityLogsPage />,
  '/organization/security': <SecurityPage />,
  '/organization/clients': <ClientsPage />,
  '/organization/clients/:userId/details': <ClientDetailsPage />,
  '/organization/guide': <GuidePage />,
  '/organization/payouts': <PayoutsPage />,
  '/organization/verifications': <VerificationsPage />,
  '/organization/affiliates': <OrganizationPage title="pages.affiliates" />,
  '/organization/affiliate-payouts': <OrganizationPage title="pages.affiliatePayouts" />,
  '/organization/agents': <AgentsPage />,
  '/organization/domains': <DomainsPage />,
  '/organization/live-support': <OrganizationPage title="pages.liveSupport" />,
  '/organization/api': <IntegrationsPage />,
  '/support-agent/dashboard': <SupportAgentDashboardPage />,
  '/support-agent/notifications': <SupportAgentNotificationsPage />,
  // The admin's Organization View: the same pages for the organization a platform admin chose in the
  // switcher, under the admin area's titles. Most have two paths (org-clients and clients, …) that are
  // aliases of each other.
  '/admin/prop-trading-settings': <PropTradingSettingsPage title="adminPages.propTradingSettings" />,
  '/admin/org-settings': <PropTradingSettingsPage title="adminPages.propTradingSettings" />,
  '/admin/org-dashboard': <DashboardPage title="adminPages.orgDashboard" linksTo="admin" />,
  '/admin/org-clients': <ClientsPage title="adminPages.clients" inDrawer />,
  '/admin/clients': <ClientsPage title="adminPages.clients" inDrawer />,
  '/admin/org-payouts': <PayoutsPage title="adminPages.payouts" />,
  '/admin/payouts': <PayoutsPage title="adminPages.payouts" />,
  '/admin/verifications': <VerificationsPage title="adminPages.verifications" />,
  '/admin/affiliate-payouts': <OrganizationPage title="adminPages.affiliatePayouts" />,
  '/admin/org-affiliates': <OrganizationPage title="adminPages.affiliates" />,
  '/admin/affiliates': <OrganizationPage title="adminPages.affiliates" />,
  '/admin/org-agents': <AgentsPage title="adminPages.agents" />,
  '/admin/agents': <AgentsPage title="adminPages.agents" />,
  '/admin/org-members': <MembersPage title="adminPages.members" />,
  '/admin/members': <MembersPage title="adminPages.members" />,
  '/admin/org-domains': <DomainsPage title="adminPages.domains" />,
  '/admin/domains': <DomainsPage title="adminPages.domains" />,
  '/admin/org-activity-logs': <ActivityLogsPage title="adminPages.activityLogs" />,
  '/admin/activity-logs': <ActivityLogsPage title="adminPages.activityLogs" />,
  '/admin/org-security': <SecurityPage title="adminPages.orgSecurity" />,
};
