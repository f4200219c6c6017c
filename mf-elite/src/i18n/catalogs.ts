import type { TranslationCatalogs } from '@propdesk/shared/i18n';

export const ELITE_NAMESPACE = 'elite';

const en = {
  pages: {
    clients: 'Clients',
    payouts: 'Payouts',
    affiliates: 'Affiliates',
    affiliatePayouts: 'Affiliate Payouts',
  },
};

type Catalog = typeof en;

const es: Catalog = {
  pages: {
    clients: 'Clientes',
    payouts: 'Pagos',
    affiliates: 'Afiliados',
    affiliatePayouts: 'Pagos a afiliados',
  },
};

const it: Catalog = {
  pages: {
    clients: 'Clienti',
    payouts: 'Pagamenti',
    affiliates: 'Affiliati',
    affiliatePayouts: 'Pagamenti agli affiliati',
  },
};

export const eliteCatalogs: TranslationCatalogs<Catalog> = { en, es, it };
export type ElitePageKey = keyof Catalog['pages'];
