import type { paymentsEn } from './payments-en.ts';

/** I testi in italiano della scheda Pagamenti (`organizationSettings` › `payments`). */
export const paymentsIt: typeof paymentsEn = {
  title: "L'account Stripe della società",
  intro:
    "Collega l'account Stripe della tua società e i pagamenti dei tuoi trader arrivano direttamente lì. Senza, pagano tramite il fornitore della piattaforma.",
  loading: "Caricamento dell'account di pagamento…",
  loadFailed: "Impossibile caricare l'account di pagamento.",
  notConnected: 'Nessun account Stripe proprio è collegato.',
  connected: 'Collegato',
  account: 'Account',
  mode: 'Modalità',
  modes: { test: 'Modalità test', live: 'Modalità live' },
  key: 'Chiave segreta',
  keyEnding: 'che termina con {{last4}}',
  connectedAt: 'Collegato',
  connectedBy: '{{date}} da {{email}}',
  webhookUrl: 'URL del webhook',
  webhookHint:
    'In Stripe, aggiungi un endpoint webhook con questo URL (eventi: checkout.session.completed, checkout.session.expired, payment_intent.succeeded, payment_intent.payment_failed, charge.refunded, charge.dispute.created, charge.dispute.closed), poi incolla qui sotto il suo segreto di firma.',
  connectTitle: 'Collega un account',
  replaceTitle: 'Sostituisci le chiavi',
  secretKey: 'Chiave segreta',
  secretKeyHint: 'In Stripe › Sviluppatori › Chiavi API (sk_live_… o sk_test_…). Non viene più mostrata.',
  webhookSecret: 'Segreto di firma del webhook',
  webhookSecretHint: "Nella pagina dell'endpoint webhook in Stripe (whsec_…). Non viene più mostrato.",
  connect: 'Verifica e collega',
  replace: 'Verifica e sostituisci',
  saved: "L'account Stripe è collegato.",
  refused:
    "Stripe ha rifiutato questa chiave segreta. Verifica che sia la chiave segreta dell'account giusto e che non sia stata revocata.",
  unreachable:
    'Impossibile contattare Stripe per verificare la chiave; non è stato salvato nulla. Riprova tra poco.',
  invalid: 'Controlla le chiavi: la chiave segreta inizia con sk_ e il segreto del webhook con whsec_.',
  saveFailed: 'Impossibile salvare le chiavi. Riprova.',
  disconnect: 'Scollega',
  disconnectTitle: "Scollegare l'account Stripe?",
  disconnectBody:
    'I prossimi pagamenti dei tuoi trader passeranno dal fornitore della piattaforma (o non potranno essere fatti se non ce n’è uno). I pagamenti già incassati restano nel tuo account Stripe.',
  disconnectConfirm: 'Scollega',
  disconnectFailed: "Impossibile scollegare l'account. Riprova.",
  disconnected: "L'account Stripe è scollegato.",
  cancel: 'Annulla',
  readOnly: "Solo i proprietari dell'organizzazione possono collegare o scollegare il suo account Stripe.",
};
