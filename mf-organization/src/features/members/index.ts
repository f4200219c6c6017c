/**
 * Members & Roles and Support Agents, shared by the organization area (`/organization/members`,
 * `/organization/agents`) and the admin's organization view (`/admin/members`, `/admin/org-members`,
 * `/admin/agents`, `/admin/org-agents`).
 */
export { StaffMembers } from './components/staff-members.tsx';
export { SupportAgents } from './components/support-agents.tsx';
export { MEMBERS_PAGE_SIZE } from './components/member-table.tsx';
export { memberTexts } from './i18n/index.ts';
export { memberKeys, useMemberPermissions, type TMemberPermissions } from './queries/member-queries.ts';
