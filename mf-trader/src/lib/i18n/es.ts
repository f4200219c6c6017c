import type { TraderCatalog } from './en.ts';

export const es: TraderCatalog = {
  common: {
    checkoutUnavailable:
      'Las compras aún no están disponibles: esta plataforma no tiene configurado ningún proveedor de pagos. Los planes y las reglas se muestran como referencia.',
    organizationSuspended:
      'Tu organización está suspendida: las compras, las operaciones y las solicitudes de retiro están en pausa hasta que se reactive.',
    organizationPending:
      'Tu organización está pendiente de activación: podrás comprar, operar y solicitar retiros cuando esté activa.',
  },
  side: {
    buy: 'Compra',
    sell: 'Venta',
  },
  columns: {
    symbol: 'Símbolo',
    side: 'Sentido',
    volume: 'Volumen',
  },
  pages: {
    dashboard: 'Panel',
    accounts: 'Cuentas',
    accountDetails: 'Detalles de la cuenta',
    payouts: 'Pagos',
    certificates: 'Certificados',
    copyTrading: 'Copy Trading',
    profile: 'Perfil',
    notifications: 'Notificaciones',
    pricing: 'Precios',
    checkout: 'Pago',
    support: 'Soporte',
    community: 'Comunidad',
    leaderboard: 'Clasificación',
  },
};
