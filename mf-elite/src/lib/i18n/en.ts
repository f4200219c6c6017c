/**
 * The English texts of the elite area (page titles) (namespace `elite`); es.ts and it.ts follow this shape.
 */
export const en = {
  pages: {
    clients: 'Clients',
    payouts: 'Payouts',
    affiliates: 'Affiliates',
    affiliatePayouts: 'Affiliate Payouts',
  },
};

export type EliteCatalog = typeof en;
