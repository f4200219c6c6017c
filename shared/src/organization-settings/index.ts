/**
 * The firm's own configuration (its brand, its domains, its integrations), shared by the organization
 * area (`/organization/prop-trading-settings`, `/organization/domains`, `/organization/api`) and the
 * admin's organization view (`/admin/org-settings`, `/admin/org-domains`).
 */
export { BrandEditor } from './components/brand-editor.tsx';
export { DomainsManager } from './components/domains-manager.tsx';
export { IntegrationsPanel } from './components/integrations-panel.tsx';
export { organizationSettingsTexts } from './i18n/index.ts';
