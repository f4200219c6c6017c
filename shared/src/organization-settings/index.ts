/**
 * The firm's own configuration (its brand today), shared by the organization area
 * (`/organization/prop-trading-settings`) and the admin's organization view (`/admin/org-settings`).
 */
export { BrandEditor } from './components/brand-editor.tsx';
export { organizationSettingsTexts } from './i18n/index.ts';
