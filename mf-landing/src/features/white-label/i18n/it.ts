import type { WhiteLabelCatalog } from './en.ts';

/** Loaded only when the reader chooses Italian. */
export const it: WhiteLabelCatalog = {
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
