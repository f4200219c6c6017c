import type { OrganizationCatalog } from './en.ts';

export const es: OrganizationCatalog = {
  pages: {
    profile: 'Perfil de la organización',
    notifications: 'Notificaciones',
    dashboard: 'Panel',
    accounts: 'Cuentas',
    accountDetails: 'Detalles de la cuenta',
    members: 'Miembros y roles',
    propTradingSettings: 'Configuración de trading propietario',
    activityLogs: 'Registros de actividad',
    security: 'Panel de seguridad',
    clients: 'Gestión de clientes',
    clientDetails: 'Detalles del cliente',
    guide: 'Guía de marca blanca',
    payouts: 'Pagos a traders',
    verifications: 'Verificaciones de identidad',
    affiliates: 'Gestión de afiliados',
    affiliatePayouts: 'Pagos a afiliados',
    agents: 'Agentes de soporte',
    domains: 'Gestión de dominios',
    liveSupport: 'Soporte en vivo',
    api: 'Gestión de API',
    supportAgentDashboard: 'Búsqueda de clientes',
    supportAgentNotifications: 'Notificaciones',
  },
};
