import type { EliteCatalog } from './en.ts';

export const it: EliteCatalog = {
  pages: {
    clients: 'Clienti',
    payouts: 'Pagamenti',
    affiliates: 'Affiliati',
    affiliatePayouts: 'Pagamenti agli affiliati',
  },
};
