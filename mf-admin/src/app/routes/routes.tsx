import type { AdminPath } from '../../navigation.ts';
import type { RouteTarget } from '@propdesk/shared/ui-plain';
import { AdminPage } from './admin-page.tsx';
import { NotificationsPage } from './notifications-page.tsx';
import { OrganizationsPage } from './organizations-page.tsx';

/**
 * Every admin path; the compiler refuses a path of ADMIN_PATHS (navigation.ts) left out here. The admin's Organization
 * View (/admin/org-clients, …) is mf-organization's: it serves those pages for the organization chosen in
 * the switcher.
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
};
