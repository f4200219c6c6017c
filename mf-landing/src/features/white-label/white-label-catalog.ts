import type { TranslationCatalogs } from '@propdesk/shared/i18n';

export const WHITE_LABEL_NAMESPACE = 'landing-white-label';

const en = {
  title: 'Your own prop firm, on our platform',
  lead: 'Launch a branded evaluation business without building the software: your name, your colours, your rules.',
  offerTitle: 'What you get',
  offer: [
    'A portal under your brand and your own domain, in English, Spanish and Italian',
    'Your plans and rules: daily and maximum loss, targets, trading days, payouts, versioned and enforced live',
    'Checkout, trader accounts, breach reports with disputes, and payouts with KYC',
    'A five-level affiliate program with commissions and reports',
    'Your team: members and roles, support agents, an activity log of every change',
  ],
  formTitle: 'Ask for your portal',
  companyName: 'Company name',
  contactName: 'Your name',
  email: 'Work email',
  phone: 'Phone (optional)',
  website: 'Website (optional)',
  expectedTraders: 'Traders you expect in the first year',
  ranges: {
    under_100: 'Fewer than 100',
    '100_1000': '100 to 1,000',
    '1000_10000': '1,000 to 10,000',
    over_10000: 'More than 10,000',
  },
  message: 'What should we know? (optional)',
  submit: 'Send request',
  sent: 'Thank you — we received your request and will write to you within two working days.',
  failed: 'Your request could not be sent. Please try again later.',
  required: 'Required',
  invalidEmail: 'Enter a valid email address',
  invalidWebsite: 'Enter a web address such as https://example.com',
  description: 'Run your own branded prop firm on {{firm}}: plans, rules, checkout, payouts and affiliates.',
};

type WhiteLabelCatalog = typeof en;

const es: WhiteLabelCatalog = {
  title: 'Tu propia empresa de fondeo, en nuestra plataforma',
  lead: 'Lanza un negocio de evaluaciones con tu marca sin desarrollar el software: tu nombre, tus colores, tus reglas.',
  offerTitle: 'Qué obtienes',
  offer: [
    'Un portal con tu marca y tu propio dominio, en inglés, español e italiano',
    'Tus planes y reglas: pérdida diaria y máxima, objetivos, días de trading y pagos, versionados y aplicados en vivo',
    'Pago, cuentas de traders, informes de incumplimiento con recursos y pagos con KYC',
    'Un programa de afiliados de cinco niveles con comisiones e informes',
    'Tu equipo: miembros y roles, agentes de soporte y un registro de cada cambio',
  ],
  formTitle: 'Solicita tu portal',
  companyName: 'Nombre de la empresa',
  contactName: 'Tu nombre',
  email: 'Correo de trabajo',
  phone: 'Teléfono (opcional)',
  website: 'Sitio web (opcional)',
  expectedTraders: 'Traders que esperas el primer año',
  ranges: {
    under_100: 'Menos de 100',
    '100_1000': 'De 100 a 1.000',
    '1000_10000': 'De 1.000 a 10.000',
    over_10000: 'Más de 10.000',
  },
  message: '¿Qué deberíamos saber? (opcional)',
  submit: 'Enviar solicitud',
  sent: 'Gracias: hemos recibido tu solicitud y te escribiremos en dos días laborables.',
  failed: 'No se ha podido enviar tu solicitud. Inténtalo de nuevo más tarde.',
  required: 'Obligatorio',
  invalidEmail: 'Introduce un correo electrónico válido',
  invalidWebsite: 'Introduce una dirección web como https://example.com',
  description:
    'Dirige tu propia empresa de fondeo con tu marca en {{firm}}: planes, reglas, pagos y afiliados.',
};

const it: WhiteLabelCatalog = {
  title: 'La tua prop firm, sulla nostra piattaforma',
  lead: 'Avvia un business di valutazioni con il tuo marchio senza sviluppare il software: il tuo nome, i tuoi colori, le tue regole.',
  offerTitle: 'Cosa ottieni',
  offer: [
    'Un portale con il tuo marchio e il tuo dominio, in inglese, spagnolo e italiano',
    'I tuoi piani e le tue regole: perdita giornaliera e massima, obiettivi, giorni di trading e pagamenti, versionati e applicati in tempo reale',
    'Checkout, conti dei trader, report delle violazioni con contestazioni e pagamenti con KYC',
    'Un programma di affiliazione a cinque livelli con commissioni e report',
    'Il tuo team: membri e ruoli, agenti di assistenza e un registro di ogni modifica',
  ],
  formTitle: 'Richiedi il tuo portale',
  companyName: 'Nome della società',
  contactName: 'Il tuo nome',
  email: 'Email di lavoro',
  phone: 'Telefono (facoltativo)',
  website: 'Sito web (facoltativo)',
  expectedTraders: 'Trader che prevedi nel primo anno',
  ranges: {
    under_100: 'Meno di 100',
    '100_1000': 'Da 100 a 1.000',
    '1000_10000': 'Da 1.000 a 10.000',
    over_10000: 'Più di 10.000',
  },
  message: 'Cosa dovremmo sapere? (facoltativo)',
  submit: 'Invia richiesta',
  sent: 'Grazie: abbiamo ricevuto la tua richiesta e ti scriveremo entro due giorni lavorativi.',
  failed: 'Non è stato possibile inviare la richiesta. Riprova più tardi.',
  required: 'Obbligatorio',
  invalidEmail: 'Inserisci un indirizzo email valido',
  invalidWebsite: 'Inserisci un indirizzo web come https://example.com',
  description:
    'Gestisci la tua prop firm con il tuo marchio su {{firm}}: piani, regole, pagamenti e affiliati.',
};

export const whiteLabelCatalogs: TranslationCatalogs<WhiteLabelCatalog> = { en, es, it };
