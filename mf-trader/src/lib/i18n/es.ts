import type { TraderCatalog } from './en.ts';

export const es: TraderCatalog = {
  common: {
    retry: 'Reintentar',
    checkoutUnavailable:
      'Las compras aún no están disponibles: esta plataforma no tiene configurado ningún proveedor de pagos. Los planes y las reglas se muestran como referencia.',
    organizationSuspended:
      'Tu organización está suspendida: las compras, las operaciones y las solicitudes de retiro están en pausa hasta que se reactive.',
    organizationPending:
      'Tu organización está pendiente de activación: podrás comprar, operar y solicitar retiros cuando esté activa.',
  },
  status: {
    active: 'Activa',
    paused: 'En pausa',
    passed: 'Superada',
    failed: 'Suspendida',
    expired: 'Caducada',
  },
  phase: {
    challenge: 'Desafío',
    verification: 'Verificación',
    funded: 'Trader financiado',
    instant: 'Financiación instantánea',
  },
  program: {
    two_step: 'Desafío en 2 fases',
    one_step: 'Desafío en 1 fase',
    instant: 'InstFunding',
  },
  platform: {
    simulator: 'Simulador de PropDesk',
    mt5: 'MetaTrader 5',
    ctrader: 'cTrader',
  },
  rule: {
    daily_loss: 'Pérdida diaria',
    max_loss: 'Pérdida máxima',
    profit_target: 'Objetivo de beneficio',
    min_trading_days: 'Días mínimos de trading',
    consistency: 'Consistencia',
    scaling: 'Escalado',
    inactivity: 'Inactividad',
    daily_reset: 'Reinicio diario',
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
