import type { TraderCatalog } from './en.ts';

export const it: TraderCatalog = {
  common: {
    retry: 'Riprova',
    checkoutUnavailable:
      'Gli acquisti non sono ancora disponibili: questa piattaforma non ha un fornitore di pagamenti configurato. Piani e regole sono mostrati a titolo di riferimento.',
    organizationSuspended:
      'La tua organizzazione è sospesa: acquisti, trading e richieste di prelievo sono in pausa finché non viene riattivata.',
    organizationPending:
      'La tua organizzazione è in attesa di attivazione: potrai acquistare, fare trading e richiedere prelievi quando sarà attiva.',
  },
  status: {
    active: 'Attivo',
    paused: 'In pausa',
    passed: 'Superato',
    failed: 'Non superato',
    expired: 'Scaduto',
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
  side: {
    buy: 'Acquisto',
    sell: 'Vendita',
  },
  columns: {
    symbol: 'Simbolo',
    side: 'Direzione',
    volume: 'Volume',
  },
  pages: {
    dashboard: 'Dashboard',
    accounts: 'Conti',
    accountDetails: 'Dettagli del conto',
    payouts: 'Pagamenti',
    certificates: 'Certificati',
    copyTrading: 'Copy Trading',
    profile: 'Profilo',
    notifications: 'Notifiche',
    pricing: 'Prezzi',
    checkout: 'Pagamento',
    support: 'Supporto',
    community: 'Community',
    leaderboard: 'Classifica',
  },
};
