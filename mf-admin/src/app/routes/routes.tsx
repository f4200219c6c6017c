import type { AdminPath } from '@propdesk/shared/federation';
import type { RouteTarget } from '@propdesk/shared/ui-plain';
import { ActivityLogsPage } from './activity-logs-page.tsx';
import { AdminPage } from './admin-page.tsx';
import { AgentsPage } from './agents-page.tsx';
import { MembersPage } from './members-page.tsx';
import { ClientsPage } from './clients-page.tsx';
import { NotificationsPage } from './notifications-page.tsx';
import { OrgDashboardPage } from './org-dashboard-page.tsx';
import { OrgDomainsPage } from './org-domains-page.tsx';
import { OrgSecurityPage } from './org-security-page.tsx';
import { OrgSettingsPage } from './org-settings-page.tsx';
import { OrganizationsPage } from './organizations-page.tsx';
import { PayoutsPage } from './payouts-page.tsx';
import { VerificationsPage } from './verifications-page.tsx';

/**
 * Every admin path; the compiler refuses a path of ADMIN_PATHS left out here. The organization-view
 * pages have two paths each (org-clients or clients, …) that are aliases, so both render the same page;
 * only the bare /admin redirects.
 */
export const adminRoutes: Record<AdminPath, RouteTarget> = {
  '/admin': { redirectTo: '/admin/dashboard' },
  '/admin/dashboard': <AdminPage page="dashboard" />,
  '/admin/profile': <AdminPage page="profile" />,
  '/admin/notifications': <NotificationsPage />,
  '/admin/organizations': <OrganizationsPage />,
  '/admin/users': <AdminPage page="users" />,
  '/admin/accounts': <AdminPage page="accounts" />,
  '/admin/approvals': <AdminPage page="approvals" />,
  '/admin/billing': <AdminPage page="billing" />,
  '/admin/analytics': <AdminPage page="analytics" />,
  '/admin/security': <AdminPage page="security" />,
  '/admin/load-test': <AdminPage page="loadTest" />,
  '/admin/diagnostic': <AdminPage page="diagnostic" />,
  '/admin/prop-trading-settings': <OrgSettingsPage />,
  '/admin/org-settings': <OrgSettingsPage />,
  '/admin/org-dashboard': <OrgDashboardPage />,
  '/admin/org-clients': <ClientsPage />,
  '/admin/clients': <ClientsPage />,
  '/admin/org-payouts': <PayoutsPage />,
  '/admin/payouts': <PayoutsPage />,
  '/admin/verifications': <VerificationsPage />,
  '/admin/affiliate-payouts': <AdminPage page="affiliatePayouts" />,
  '/admin/org-affiliates': <AdminPage page="affiliates" />,
  '/admin/affiliates': <AdminPage page="affiliates" />,
  '/admin/org-agents': <AgentsPage />,
  '/admin/agents': <AgentsPage />,
  '/admin/org-members': <MembersPage />,
  '/admin/members': <MembersPage />,
  '/admin/org-domains': <OrgDomainsPage />,
  '/admin/domains': <OrgDomainsPage />,
  '/admin/org-activity-logs': <ActivityLogsPage />,
  '/admin/activity-logs': <ActivityLogsPage />,
  '/admin/org-security': <OrgSecurityPage />,
};
