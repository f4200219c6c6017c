import type { OrganizationCatalog } from './en.ts';

export const it: OrganizationCatalog = {
  pages: {
    profile: "Profilo dell'organizzazione",
    notifications: 'Notifiche',
    dashboard: 'Dashboard',
    accounts: 'Conti',
    accountDetails: 'Dettagli del conto',
    members: 'Membri e ruoli',
    propTradingSettings: 'Impostazioni del trading proprietario',
    activityLogs: 'Registro delle attività',
    security: 'Dashboard della sicurezza',
    clients: 'Gestione clienti',
    clientDetails: 'Dettagli del cliente',
    guide: 'Guida al white label',
    payouts: 'Pagamenti ai trader',
    verifications: 'Verifiche d’identità',
    affiliates: 'Gestione affiliati',
    affiliatePayouts: 'Pagamenti agli affiliati',
    agents: 'Agenti di supporto',
    domains: 'Gestione domini',
    liveSupport: 'Supporto live',
    api: 'Gestione API',
    supportAgentDashboard: 'Ricerca clienti',
    supportAgentNotifications: 'Notifiche',
  },
};
