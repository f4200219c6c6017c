/**
 * The English texts of the affiliate pages (page titles) (namespace `affiliate`); es.ts and it.ts follow this
 * shape.
 */
export const en = {
  pages: {
    program: 'Affiliate Program',
    registration: 'Become a Partner',
  },
};

export type AffiliateCatalog = typeof en;
