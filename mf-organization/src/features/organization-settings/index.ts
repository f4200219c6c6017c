/**
 * The firm's own configuration (brand and plans, domains, integrations, its guide), shared by the
 * organization area (`/organization/prop-trading-settings`, `/organization/domains`, `/organization/api`,
 * `/organization/guide`) and the admin's organization view (`/admin/org-settings`, `/admin/org-domains`).
 */
export { DomainsManager } from './components/domains-manager.tsx';
export { IntegrationsPanel } from './components/integrations-panel.tsx';
export { PropTradingSettings } from './components/prop-trading-settings.tsx';
export { WhiteLabelGuide } from './components/white-label-guide.tsx';
export { organizationSettingsTexts } from './i18n/index.ts';
