import type { TranslationCatalogs } from '@propdesk/shared/i18n';

export const ORGANIZATION_NAMESPACE = 'organization';

const en = {
  pages: {
    profile: 'Profile',
    dashboard: 'Dashboard',
    accounts: 'Accounts',
    members: 'Members & Roles',
    propTradingSettings: 'Prop Trading Settings',
    activityLogs: 'Activity Logs',
    security: 'Security Dashboard',
    clients: 'Client Management',
    clientDetails: 'Client Details',
    guide: 'White Label Guide',
    payouts: 'Trader Payouts',
    affiliates: 'Affiliate Management',
    affiliatePayouts: 'Affiliate Payouts',
    agents: 'Support Agents',
    domains: 'Domain Management',
    liveSupport: 'Live Support',
    api: 'API Management',
    supportAgentDashboard: 'Support Agent Dashboard',
  },
};

type Catalog = typeof en;

const es: Catalog = {
  pages: {
    profile: 'Perfil',
    dashboard: 'Panel',
    accounts: 'Cuentas',
    members: 'Miembros y roles',
    propTradingSettings: 'Configuración de trading propietario',
    activityLogs: 'Registros de actividad',
    security: 'Panel de seguridad',
    clients: 'Gestión de clientes',
    clientDetails: 'Detalles del cliente',
    guide: 'Guía de marca blanca',
    payouts: 'Pagos a traders',
    affiliates: 'Gestión de afiliados',
    affiliatePayouts: 'Pagos a afiliados',
    agents: 'Agentes de soporte',
    domains: 'Gestión de dominios',
    liveSupport: 'Soporte en vivo',
    api: 'Gestión de API',
    supportAgentDashboard: 'Panel del agente de soporte',
  },
};

const it: Catalog = {
  pages: {
    profile: 'Profilo',
    dashboard: 'Dashboard',
    accounts: 'Conti',
    members: 'Membri e ruoli',
    propTradingSettings: 'Impostazioni del trading proprietario',
    activityLogs: 'Registro delle attività',
    security: 'Dashboard della sicurezza',
    clients: 'Gestione clienti',
    clientDetails: 'Dettagli del cliente',
    guide: 'Guida al white label',
    payouts: 'Pagamenti ai trader',
    affiliates: 'Gestione affiliati',
    affiliatePayouts: 'Pagamenti agli affiliati',
    agents: 'Agenti di supporto',
    domains: 'Gestione domini',
    liveSupport: 'Supporto live',
    api: 'Gestione API',
    supportAgentDashboard: "Dashboard dell'agente di supporto",
  },
};

export const organizationCatalogs: TranslationCatalogs<Catalog> = { en, es, it };
export type OrganizationPageKey = keyof Catalog['pages'];
