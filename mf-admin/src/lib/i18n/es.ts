import type { AdminCatalog } from './en.ts';

export const es: AdminCatalog = {
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
    profile: 'Perfil',
    notifications: 'Notificaciones',
  },
};
