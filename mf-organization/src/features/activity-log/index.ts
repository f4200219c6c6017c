/**
 * The organization's activity log (who did what, to what, from where), shared by the organization area
 * (`/organization/activity-logs`) and the admin's organization view (`/admin/org-activity-logs`,
 * `/admin/activity-logs`).
 */
export { ActivityLog } from './components/activity-log.tsx';
export { activityLogTexts } from './i18n/index.ts';
