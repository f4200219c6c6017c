/**
 * What other modules may use of organizations: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { createOrganization, updateOrganization } from './organization-admin.service.ts';
export { activeOrganizationGuard } from './organization-status-guard.ts';
export { requireStaffPermission } from './staff-access.ts';
