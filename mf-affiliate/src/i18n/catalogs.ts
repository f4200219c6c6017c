import type { TranslationCatalogs } from '@propdesk/shared/i18n';

export const AFFILIATE_NAMESPACE = 'affiliate';

const en = {
  pages: {
    program: 'Affiliate Program',
    registration: 'Become a Partner',
  },
};

type Catalog = typeof en;

const es: Catalog = {
  pages: {
    program: 'Programa de afiliados',
    registration: 'Hazte socio',
  },
};

const it: Catalog = {
  pages: {
    program: 'Programma di affiliazione',
    registration: 'Diventa partner',
  },
};

export const affiliateCatalogs: TranslationCatalogs<Catalog> = { en, es, it };
export type AffiliatePageKey = keyof Catalog['pages'];
