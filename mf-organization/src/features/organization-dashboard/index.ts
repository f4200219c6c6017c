/**
 * The organization's dashboard, shared by the organization area (`/organization/dashboard`) and the
 * admin's organization view (`/admin/org-dashboard`), each linking its figures to its own lists.
 */
export { OrganizationDashboard } from './components/organization-dashboard.tsx';
export {
  ADMIN_DASHBOARD_LINKS,
  ORGANIZATION_DASHBOARD_LINKS,
  type TDashboardLinks,
} from './components/dashboard-links.ts';
export { organizationDashboardTexts } from './i18n/index.ts';
