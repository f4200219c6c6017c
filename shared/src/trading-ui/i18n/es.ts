import type { TradingCatalog } from './en.ts';

export const es: TradingCatalog = {
  common: {
    retry: 'Reintentar',
  },
  status: {
    active: 'Activa',
    paused: 'En pausa',
    passed: 'Superada',
    failed: 'Suspendida',
    expired: 'Caducada',
    closed: 'Cerrada',
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
};
