import type { TraderCatalog } from './en.ts';

export const it: TraderCatalog = {
  common: {
    checkoutUnavailable:
      'Gli acquisti non sono ancora disponibili: questa piattaforma non ha un fornitore di pagamenti configurato. Piani e regole sono mostrati a titolo di riferimento.',
    organizationSuspended:
      'La tua organizzazione è sospesa: acquisti, trading e richieste di prelievo sono in pausa finché non viene riattivata.',
    organizationPending:
      'La tua organizzazione è in attesa di attivazione: potrai acquistare, fare trading e richiedere prelievi quando sarà attiva.',
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
