import type { TranslationCatalogs } from '@propdesk/shared/i18n';

export const SECTIONS_NAMESPACE = 'landing-sections';

/**
 * Texts of the sections below the fold; they load with those sections, not with the first screen.
 * No plan figure is written here: splits, sizes and fees come from the plan data.
 */
const en = {
  features: {
    title: 'Everything you need to get funded',
    platforms: {
      title: 'MetaTrader 5 and cTrader',
      text: 'Trade on the platforms you know, or on the built-in simulator.',
    },
    rules: {
      title: 'Rules you can read',
      text: 'Every limit is published with its formula and shown live in your account.',
    },
    payouts: {
      title: 'Payouts within 24 hours',
      text: 'Approved payout requests are processed within a day.',
    },
    period: {
      title: 'No time pressure',
      text: 'Take the time you need: the evaluation has no deadline on time-unlimited plans.',
    },
  },
  why: {
    title: 'Why traders choose us',
    split: 'Keep up to {{split}} of the profit you make',
    funding: 'Accounts up to {{size}}',
    fee: 'Challenges from {{fee}}',
    transparency: 'Breach reports you can read and dispute',
  },
  keyFeatures: {
    title: 'Key features',
    items: [
      'Live objectives: profit target, daily and maximum loss room, trading days',
      'A countdown to the daily reset in your local time',
      'Two-step verification for your account',
      'Support in English, Spanish and Italian',
    ],
  },
  awards: {
    title: 'What we stand for',
    items: ['Published rules', 'Fast payouts', 'Fair evaluation', 'Human support'],
  },
  markets: {
    title: 'Markets',
    lead: '1,000+ instruments overall',
    forex: { title: 'Forex', text: '70+ instruments, spreads from 0.0 pips' },
    indices: { title: 'Indices', text: '15+ indices, 24/5' },
    commodities: { title: 'Commodities', text: '25+ instruments, leverage up to 1:100' },
    crypto: { title: 'Cryptocurrencies', text: '30+ instruments, 24/7' },
  },
  partners: {
    title: 'Become a partner',
    lead: 'Earn on every challenge bought through your link, across five levels of sub-affiliates.',
    stats: {
      commission: { value: 'Up to 30%', label: 'commission' },
      levels: { value: '5 levels', label: 'of sub-affiliates' },
      onboarding: { value: '24 h', label: 'onboarding' },
      review: { value: '24–48 h', label: 'application review' },
    },
    benefits: {
      daily: { title: 'Daily payouts', text: 'Request your commissions when they are due, any day.' },
      multilevel: {
        title: 'Multilevel structure',
        text: 'Earn on the traders your sub-affiliates bring too.',
      },
      reliable: {
        title: 'Reliable commissions',
        text: 'Every purchase and level is reported, with CSV exports.',
      },
      fast: { title: 'Fast onboarding', text: 'Apply in minutes; we review within 48 hours.' },
    },
    apply: 'Become a Partner',
    program: 'Affiliate Program',
  },
  restricted: {
    title: 'Restricted countries',
    text: 'We cannot accept traders who live in, or trade from: {{countries}}.',
  },
  cta: {
    title: 'Ready to prove your skill?',
    text: 'Pick a plan, pass the evaluation and trade a funded account.',
    start: 'Start Challenge',
    plans: 'View Plans',
  },
};

type SectionsCatalog = typeof en;

const es: SectionsCatalog = {
  features: {
    title: 'Todo lo que necesitas para conseguir financiación',
    platforms: {
      title: 'MetaTrader 5 y cTrader',
      text: 'Opera en las plataformas que conoces o en el simulador integrado.',
    },
    rules: {
      title: 'Reglas que puedes leer',
      text: 'Cada límite se publica con su fórmula y se muestra en vivo en tu cuenta.',
    },
    payouts: { title: 'Pagos en 24 horas', text: 'Las solicitudes de pago aprobadas se procesan en un día.' },
    period: {
      title: 'Sin presión de tiempo',
      text: 'Tómate el tiempo que necesites: la evaluación no tiene plazo en los planes sin límite de tiempo.',
    },
  },
  why: {
    title: 'Por qué nos eligen los traders',
    split: 'Quédate hasta con el {{split}} del beneficio que obtengas',
    funding: 'Cuentas de hasta {{size}}',
    fee: 'Desafíos desde {{fee}}',
    transparency: 'Informes de incumplimiento que puedes leer y recurrir',
  },
  keyFeatures: {
    title: 'Características principales',
    items: [
      'Objetivos en vivo: objetivo de beneficio, margen de pérdida diaria y máxima, días de trading',
      'Una cuenta atrás hasta el reinicio diario en tu hora local',
      'Verificación en dos pasos para tu cuenta',
      'Soporte en inglés, español e italiano',
    ],
  },
  awards: {
    title: 'Lo que defendemos',
    items: ['Reglas publicadas', 'Pagos rápidos', 'Evaluación justa', 'Soporte humano'],
  },
  markets: {
    title: 'Mercados',
    lead: 'Más de 1.000 instrumentos en total',
    forex: { title: 'Forex', text: 'Más de 70 instrumentos, spreads desde 0,0 pips' },
    indices: { title: 'Índices', text: 'Más de 15 índices, 24/5' },
    commodities: { title: 'Materias primas', text: 'Más de 25 instrumentos, apalancamiento hasta 1:100' },
    crypto: { title: 'Criptomonedas', text: 'Más de 30 instrumentos, 24/7' },
  },
  partners: {
    title: 'Hazte socio',
    lead: 'Gana con cada desafío comprado a través de tu enlace, en cinco niveles de subafiliados.',
    stats: {
      commission: { value: 'Hasta 30%', label: 'de comisión' },
      levels: { value: '5 niveles', label: 'de subafiliados' },
      onboarding: { value: '24 h', label: 'de alta' },
      review: { value: '24–48 h', label: 'de revisión de la solicitud' },
    },
    benefits: {
      daily: { title: 'Pagos diarios', text: 'Solicita tus comisiones cuando correspondan, cualquier día.' },
      multilevel: {
        title: 'Estructura multinivel',
        text: 'Gana también con los traders que traen tus subafiliados.',
      },
      reliable: {
        title: 'Comisiones fiables',
        text: 'Cada compra y nivel queda registrado, con exportación CSV.',
      },
      fast: { title: 'Alta rápida', text: 'Solicítalo en minutos; lo revisamos en 48 horas.' },
    },
    apply: 'Hazte socio',
    program: 'Programa de afiliados',
  },
  restricted: {
    title: 'Países restringidos',
    text: 'No podemos aceptar traders que residan u operen desde: {{countries}}.',
  },
  cta: {
    title: '¿Listo para demostrar tu habilidad?',
    text: 'Elige un plan, supera la evaluación y opera una cuenta financiada.',
    start: 'Empezar desafío',
    plans: 'Ver planes',
  },
};

const it: SectionsCatalog = {
  features: {
    title: 'Tutto ciò che ti serve per ottenere il finanziamento',
    platforms: {
      title: 'MetaTrader 5 e cTrader',
      text: 'Opera sulle piattaforme che conosci o sul simulatore integrato.',
    },
    rules: {
      title: 'Regole che puoi leggere',
      text: 'Ogni limite è pubblicato con la sua formula e mostrato in tempo reale nel tuo conto.',
    },
    payouts: {
      title: 'Pagamenti entro 24 ore',
      text: 'Le richieste di pagamento approvate vengono elaborate entro un giorno.',
    },
    period: {
      title: 'Nessuna fretta',
      text: 'Prenditi il tempo che ti serve: la valutazione non ha scadenza nei piani senza limiti di tempo.',
    },
  },
  why: {
    title: 'Perché i trader ci scelgono',
    split: 'Tieni fino al {{split}} del profitto che ottieni',
    funding: 'Conti fino a {{size}}',
    fee: 'Challenge da {{fee}}',
    transparency: 'Report delle violazioni che puoi leggere e contestare',
  },
  keyFeatures: {
    title: 'Caratteristiche principali',
    items: [
      'Obiettivi in tempo reale: obiettivo di profitto, margine di perdita giornaliera e massima, giorni di trading',
      'Un conto alla rovescia fino al reset giornaliero nella tua ora locale',
      'Verifica in due passaggi per il tuo account',
      'Assistenza in inglese, spagnolo e italiano',
    ],
  },
  awards: {
    title: 'I nostri valori',
    items: ['Regole pubblicate', 'Pagamenti rapidi', 'Valutazione equa', 'Assistenza umana'],
  },
  markets: {
    title: 'Mercati',
    lead: 'Oltre 1.000 strumenti in totale',
    forex: { title: 'Forex', text: 'Oltre 70 strumenti, spread da 0,0 pip' },
    indices: { title: 'Indici', text: 'Oltre 15 indici, 24/5' },
    commodities: { title: 'Materie prime', text: 'Oltre 25 strumenti, leva fino a 1:100' },
    crypto: { title: 'Criptovalute', text: 'Oltre 30 strumenti, 24/7' },
  },
  partners: {
    title: 'Diventa partner',
    lead: 'Guadagna su ogni challenge acquistata tramite il tuo link, su cinque livelli di sub-affiliati.',
    stats: {
      commission: { value: 'Fino al 30%', label: 'di commissione' },
      levels: { value: '5 livelli', label: 'di sub-affiliati' },
      onboarding: { value: '24 h', label: 'di attivazione' },
      review: { value: '24–48 h', label: 'di revisione della domanda' },
    },
    benefits: {
      daily: {
        title: 'Pagamenti giornalieri',
        text: 'Richiedi le tue commissioni quando maturano, ogni giorno.',
      },
      multilevel: {
        title: 'Struttura multilivello',
        text: 'Guadagna anche sui trader portati dai tuoi sub-affiliati.',
      },
      reliable: {
        title: 'Commissioni affidabili',
        text: 'Ogni acquisto e livello è registrato, con esportazione CSV.',
      },
      fast: { title: 'Attivazione rapida', text: 'Candidati in pochi minuti; valutiamo entro 48 ore.' },
    },
    apply: 'Diventa partner',
    program: 'Programma di affiliazione',
  },
  restricted: {
    title: 'Paesi esclusi',
    text: 'Non possiamo accettare trader che risiedono o operano da: {{countries}}.',
  },
  cta: {
    title: 'Pronto a dimostrare la tua abilità?',
    text: 'Scegli un piano, supera la valutazione e opera su un conto finanziato.',
    start: 'Inizia la challenge',
    plans: 'Vedi i piani',
  },
};

export const sectionsCatalogs: TranslationCatalogs<SectionsCatalog> = { en, es, it };
