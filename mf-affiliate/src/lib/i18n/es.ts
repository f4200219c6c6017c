import type { AffiliateCatalog } from './en.ts';

export const es: AffiliateCatalog = {
  pages: {
    program: 'Programa de afiliados',
    registration: 'Hazte socio',
  },
};
