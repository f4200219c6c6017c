/**
 * The organization's security dashboard, shared by the organization area (`/organization/security`) and
 * the admin's organization view (`/admin/org-security`).
 */
export { SecurityDashboard } from './components/security-dashboard.tsx';
export { securityDashboardTexts } from './i18n/index.ts';
export { deviceOf, type TDevice } from './user-agent.ts';
