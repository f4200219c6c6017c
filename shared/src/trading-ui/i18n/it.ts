import type { TradingCatalog } from './en.ts';

export const it: TradingCatalog = {
  common: {
    retry: 'Riprova',
  },
  status: {
    active: 'Attivo',
    paused: 'In pausa',
    passed: 'Superato',
    failed: 'Non superato',
    expired: 'Scaduto',
    closed: 'Chiuso',
  },
  phase: {
    challenge: 'Challenge',
    verification: 'Verifica',
    funded: 'Trader finanziato',
    instant: 'Finanziamento istantaneo',
  },
  program: {
    two_step: 'Challenge in 2 fasi',
    one_step: 'Challenge in 1 fase',
    instant: 'InstFunding',
  },
  platform: {
    simulator: 'Simulatore PropDesk',
    mt5: 'MetaTrader 5',
    ctrader: 'cTrader',
  },
  rule: {
    daily_loss: 'Perdita giornaliera',
    max_loss: 'Perdita massima',
    profit_target: 'Obiettivo di profitto',
    min_trading_days: 'Giorni minimi di trading',
    consistency: 'Coerenza',
    scaling: 'Scaling',
    inactivity: 'Inattività',
    daily_reset: 'Reset giornaliero',
  },
};
