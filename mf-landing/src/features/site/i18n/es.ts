import type { SiteCatalog } from './en.ts';

/** Loaded only when the reader chooses Spanish. */
export const es: SiteCatalog = {
  nav: {
    label: 'Principal',
    home: 'Inicio',
    funding: 'Financiación',
    features: 'Características',
    faq: 'Preguntas frecuentes',
    getStarted: 'Empezar',
    menu: 'Menú',
  },
  support: {
    button: 'Soporte',
    contact: 'Contactar con soporte',
    email: 'Escríbenos',
    call: 'Llámanos',
  },
  footer: {
    pricing: 'Precios',
    support: 'Soporte',
    affiliateProgram: 'Programa de afiliados',
    terms: 'Términos',
    riskDisclosure: 'Aviso de riesgo',
    cookies: 'Cookies',
    privacy: 'Política de privacidad',
    faq: 'Preguntas frecuentes',
    companyLabel: 'Datos de la empresa y de contacto',
    registeredOffice: 'Domicilio social',
    supportHours: 'Horario de atención',
    simulated:
      'Todo el trading se realiza en cuentas simuladas. Operar conlleva un riesgo sustancial de pérdida.',
  },
};
