import type { EliteCatalog } from './en.ts';

export const es: EliteCatalog = {
  pages: {
    clients: 'Clientes',
    payouts: 'Pagos',
    affiliates: 'Afiliados',
    affiliatePayouts: 'Pagos a afiliados',
  },
};
