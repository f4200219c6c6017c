import type { AffiliateCatalog } from './en.ts';

export const it: AffiliateCatalog = {
  pages: {
    program: 'Programma di affiliazione',
    registration: 'Diventa partner',
  },
};
