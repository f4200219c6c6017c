import type { TranslationCatalogs } from '@propdesk/shared/i18n';

export const TRADER_NAMESPACE = 'trader';

const en = {
  pages: {
    dashboard: 'Dashboard',
    accounts: 'Accounts',
    accountDetails: 'Account details',
    payouts: 'Payouts',
    certificates: 'Certificates',
    copyTrading: 'Copy Trading',
    profile: 'Profile',
    pricing: 'Pricing',
    support: 'Support',
    community: 'Community',
    leaderboard: 'Leaderboard',
  },
};

type Catalog = typeof en;

const es: Catalog = {
  pages: {
    dashboard: 'Panel',
    accounts: 'Cuentas',
    accountDetails: 'Detalles de la cuenta',
    payouts: 'Pagos',
    certificates: 'Certificados',
    copyTrading: 'Copy Trading',
    profile: 'Perfil',
    pricing: 'Precios',
    support: 'Soporte',
    community: 'Comunidad',
    leaderboard: 'Clasificación',
  },
};

const it: Catalog = {
  pages: {
    dashboard: 'Dashboard',
    accounts: 'Conti',
    accountDetails: 'Dettagli del conto',
    payouts: 'Pagamenti',
    certificates: 'Certificati',
    copyTrading: 'Copy Trading',
    profile: 'Profilo',
    pricing: 'Prezzi',
    support: 'Supporto',
    community: 'Community',
    leaderboard: 'Classifica',
  },
};

export const traderCatalogs: TranslationCatalogs<Catalog> = { en, es, it };
export type TraderPageKey = keyof Catalog['pages'];
