import type { AdminCatalog } from './en.ts';

export const it: AdminCatalog = {
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
    notifications: 'Notifiche',
  },
};
