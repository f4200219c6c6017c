import type { en } from './en.ts';

export const it: typeof en = {
  intro:
    'La tua società certifica ogni challenge che superi, ogni conto finanziato che ottieni e ogni pagamento che ricevi. Chiunque può verificare un certificato con il suo codice.',
  kind: {
    challenge_passed: 'Challenge superata',
    funded: 'Trader finanziato',
    payout: 'Pagamento ricevuto',
  },
  columns: {
    achievement: 'Risultato',
    account: 'Conto',
    issued: 'Emesso',
    code: 'Codice',
    actions: 'Azioni',
  },
  amount: '{{amount}} pagati',
  size: 'Conto da {{size}}',
  revoked: 'Revocato',
  revokedOn: 'Revocato dalla tua società il {{date}}: non si può più scaricare.',
  preview: 'Anteprima',
  previewOf: 'Anteprima del certificato {{kind}}',
  download: 'Scarica PDF',
  close: 'Chiudi',
  loading: 'Caricamento dei tuoi certificati',
  loadFailed: 'Non è stato possibile caricare i tuoi certificati.',
  pdfFailed: 'Non è stato possibile aprire il certificato. Riprova.',
  pagination: 'Pagine dei certificati',
  empty: 'Ancora nessun certificato',
  emptyHint: 'Supera una fase challenge per ottenere il primo.',
  name: {
    legend: 'Nome sui tuoi certificati',
    full: 'Nome completo',
    first_name_initial: 'Nome e iniziale',
    printedAs: 'Stampato come: {{name}}',
    failed: 'Non è stato possibile salvare la tua scelta.',
  },
};
