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
    profile: 'Profilo',
    notifications: 'Notifiche',
  },
};
