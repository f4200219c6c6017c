import type { TranslationCatalogs } from '@propdesk/shared/i18n';

export const ADMIN_NAMESPACE = 'admin';

const en = {
  pages: {
    dashboard: 'Total Dashboard',
    organizations: 'Organizations',
    users: 'Users',
    accounts: 'Accounts',
    approvals: 'Approvals',
    billing: 'Billing & Revenue',
    analytics: 'Analytics',
    security: 'Security',
    loadTest: 'Load Test',
    diagnostic: 'Support Diagnostics',
    propTradingSettings: 'Prop Trading Settings',
    orgDashboard: 'Organization Dashboard',
    clients: 'Clients',
    payouts: 'Payouts',
    affiliatePayouts: 'Affiliate Payouts',
    affiliates: 'Affiliates',
    agents: 'Support Agents',
    members: 'Members',
    domains: 'Domains',
    activityLogs: 'Activity Logs',
    orgSecurity: 'Organization Security',
    profile: 'Profile',
  },
};

type Catalog = typeof en;

const es: Catalog = {
  pages: {
    dashboard: 'Panel general',
    organizations: 'Organizaciones',
    users: 'Usuarios',
    accounts: 'Cuentas',
    approvals: 'Aprobaciones',
    billing: 'Facturación e ingresos',
    analytics: 'Analítica',
    security: 'Seguridad',
    loadTest: 'Prueba de carga',
    diagnostic: 'Diagnóstico de soporte',
    propTradingSettings: 'Configuración de trading propietario',
    orgDashboard: 'Panel de la organización',
    clients: 'Clientes',
    payouts: 'Pagos',
    affiliatePayouts: 'Pagos a afiliados',
    affiliates: 'Afiliados',
    agents: 'Agentes de soporte',
    members: 'Miembros',
    domains: 'Dominios',
    activityLogs: 'Registros de actividad',
    orgSecurity: 'Seguridad de la organización',
    profile: 'Perfil',
  },
};

const it: Catalog = {
  pages: {
    dashboard: 'Dashboard generale',
    organizations: 'Organizzazioni',
    users: 'Utenti',
    accounts: 'Conti',
    approvals: 'Approvazioni',
    billing: 'Fatturazione e ricavi',
    analytics: 'Analisi',
    security: 'Sicurezza',
    loadTest: 'Test di carico',
    diagnostic: 'Diagnostica del supporto',
    propTradingSettings: 'Impostazioni del trading proprietario',
    orgDashboard: "Dashboard dell'organizzazione",
    clients: 'Clienti',
    payouts: 'Pagamenti',
    affiliatePayouts: 'Pagamenti agli affiliati',
    affiliates: 'Affiliati',
    agents: 'Agenti di supporto',
    members: 'Membri',
    domains: 'Domini',
    activityLogs: 'Registro delle attività',
    orgSecurity: "Sicurezza dell'organizzazione",
    profile: 'Profilo',
  },
};

export const adminCatalogs: TranslationCatalogs<Catalog> = { en, es, it };
export type AdminPageKey = keyof Catalog['pages'];
