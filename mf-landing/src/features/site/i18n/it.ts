import type { SiteCatalog } from './en.ts';

/** Loaded only when the reader chooses Italian. */
export const it: SiteCatalog = {
  nav: {
    label: 'Principale',
    home: 'Home',
    funding: 'Finanziamento',
    features: 'Caratteristiche',
    faq: 'FAQ',
    getStarted: 'Inizia ora',
    menu: 'Menu',
  },
  support: {
    button: 'Assistenza',
    contact: "Contatta l'assistenza",
    email: 'Scrivici',
    call: 'Chiamaci',
  },
  footer: {
    pricing: 'Prezzi',
    support: 'Supporto',
    affiliateProgram: 'Programma di affiliazione',
    terms: 'Termini',
    riskDisclosure: 'Informativa sui rischi',
    cookies: 'Cookie',
    privacy: 'Informativa sulla privacy',
    faq: 'FAQ',
    companyLabel: 'Dati societari e contatti',
    registeredOffice: 'Sede legale',
    supportHours: 'Orari di assistenza',
    simulated:
      'Tutto il trading avviene su conti simulati. Il trading comporta un rischio sostanziale di perdita.',
  },
};
