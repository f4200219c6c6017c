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
    notifications: 'Notificaciones',
  },
};
