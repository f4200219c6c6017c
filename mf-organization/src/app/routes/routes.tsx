import type { OrganizationPath } from '@propdesk/shared/federation';
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
 * Every organization path; the compiler refuses a path of ORGANIZATION_PATHS left out here. The support
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
  '/organization/affiliates': <OrganizationPage page="affiliates" />,
  '/organization/affiliate-payouts': <OrganizationPage page="affiliatePayouts" />,
  '/organization/agents': <AgentsPage />,
  '/organization/domains': <DomainsPage />,
  '/organization/live-support': <OrganizationPage page="liveSupport" />,
  '/organization/api': <IntegrationsPage />,
  '/support-agent/dashboard': <SupportAgentDashboardPage />,
  '/support-agent/notifications': <SupportAgentNotificationsPage />,
};
