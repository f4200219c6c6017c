import type { TranslationCatalogs } from '@propdesk/shared/i18n';

export const LANDING_NAMESPACE = 'landing';

const en = {
  nav: {
    label: 'Main',
    home: 'Home',
    funding: 'Funding',
    features: 'Features',
    faq: 'FAQ',
    getStarted: 'Get Started',
  },
  hero: {
    eyebrow: 'Proprietary trading, funded',
    title: 'Trade our capital. Keep the larger share of your profit.',
    lead: 'Prove your skill in an evaluation with clear, published rules, become a funded trader and get paid a profit split.',
    startChallenge: 'Start Challenge',
    viewPlans: 'View Plans',
  },
  steps: {
    title: 'How it works',
    challenge: { title: 'Challenge', text: 'Reach the profit target while respecting the loss limits.' },
    verification: { title: 'Verification', text: 'Confirm your results with a second, easier step.' },
    funded: { title: 'Funded Trader', text: 'Trade a funded account and receive your profit split.' },
  },
  footer: {
    pricing: 'Pricing',
    support: 'Support',
    affiliateProgram: 'Affiliate Program',
    terms: 'Terms',
    riskDisclosure: 'Risk Disclosure',
    cookies: 'Cookies',
    privacy: 'Privacy Policy',
    faq: 'FAQ',
    simulated: 'All trading takes place on simulated accounts. Trading involves substantial risk of loss.',
  },
  pages: {
    faq: 'Frequently Asked Questions',
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms and Conditions',
    riskDisclosure: 'Risk Disclosure',
    cookies: 'Cookie Policy',
    whiteLabelCheckout: 'White Label for Prop Firms',
  },
};

type Catalog = typeof en;

const es: Catalog = {
  nav: {
    label: 'Principal',
    home: 'Inicio',
    funding: 'Financiación',
    features: 'Características',
    faq: 'Preguntas frecuentes',
    getStarted: 'Empezar',
  },
  hero: {
    eyebrow: 'Trading propietario, financiado',
    title: 'Opera con nuestro capital. Quédate con la mayor parte de tus beneficios.',
    lead: 'Demuestra tu habilidad en una evaluación con reglas claras y públicas, conviértete en trader financiado y recibe un reparto de beneficios.',
    startChallenge: 'Iniciar desafío',
    viewPlans: 'Ver planes',
  },
  steps: {
    title: 'Cómo funciona',
    challenge: {
      title: 'Desafío',
      text: 'Alcanza el objetivo de beneficio respetando los límites de pérdida.',
    },
    verification: {
      title: 'Verificación',
      text: 'Confirma tus resultados con un segundo paso, más sencillo.',
    },
    funded: {
      title: 'Trader financiado',
      text: 'Opera una cuenta financiada y recibe tu parte de los beneficios.',
    },
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
    simulated:
      'Todo el trading se realiza en cuentas simuladas. Operar conlleva un riesgo sustancial de pérdida.',
  },
  pages: {
    faq: 'Preguntas frecuentes',
    privacyPolicy: 'Política de privacidad',
    terms: 'Términos y condiciones',
    riskDisclosure: 'Aviso de riesgo',
    cookies: 'Política de cookies',
    whiteLabelCheckout: 'Marca blanca para firmas de trading',
  },
};

const it: Catalog = {
  nav: {
    label: 'Principale',
    home: 'Home',
    funding: 'Finanziamento',
    features: 'Caratteristiche',
    faq: 'FAQ',
    getStarted: 'Inizia ora',
  },
  hero: {
    eyebrow: 'Trading proprietario, finanziato',
    title: 'Fai trading con il nostro capitale. Tieni la parte maggiore del profitto.',
    lead: 'Dimostra la tua abilità in una valutazione con regole chiare e pubbliche, diventa un trader finanziato e ricevi una quota dei profitti.',
    startChallenge: 'Inizia la Challenge',
    viewPlans: 'Vedi i piani',
  },
  steps: {
    title: 'Come funziona',
    challenge: {
      title: 'Challenge',
      text: 'Raggiungi il target di profitto rispettando i limiti di perdita.',
    },
    verification: {
      title: 'Verifica',
      text: 'Conferma i tuoi risultati con una seconda fase, più semplice.',
    },
    funded: {
      title: 'Trader finanziato',
      text: 'Opera su un conto finanziato e ricevi la tua quota dei profitti.',
    },
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
    simulated:
      'Tutto il trading avviene su conti simulati. Il trading comporta un rischio sostanziale di perdita.',
  },
  pages: {
    faq: 'Domande frequenti',
    privacyPolicy: 'Informativa sulla privacy',
    terms: 'Termini e condizioni',
    riskDisclosure: 'Informativa sui rischi',
    cookies: 'Politica sui cookie',
    whiteLabelCheckout: 'White label per prop firm',
  },
};

export const landingCatalogs: TranslationCatalogs<Catalog> = { en, es, it };
export type LandingPageKey = keyof Catalog['pages'];
