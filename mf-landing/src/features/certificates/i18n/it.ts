import type { en } from './en.ts';

export const it: typeof en = {
  title: 'Verifica del certificato',
  description: 'Verifica che un certificato di trading emesso da {{firm}} sia autentico.',
  code: 'Codice {{code}}',
  checking: 'Verifica del certificato in corso…',
  valid: {
    heading: 'Questo certificato è autentico',
    lead: '{{firm}} certifica questo risultato.',
  },
  revoked: {
    heading: 'Questo certificato è stato revocato',
    lead: '{{firm}} lo ha ritirato il {{date}}. Non attesta più nulla.',
  },
  unknown: {
    heading: 'Nessun certificato ha questo codice',
    lead: 'Controlla il codice sul certificato: 16 lettere e cifre, in quattro gruppi.',
  },
  facts: {
    holder: 'Assegnato a',
    achievement: 'Risultato',
    account: 'Dimensione del conto',
    amount: 'Importo pagato',
    issued: 'Emesso il',
    organization: 'Emesso da',
  },
  kind: {
    challenge_passed: 'Challenge superata',
    funded: 'Trader finanziato',
    payout: 'Pagamento della quota di profitto',
  },
  loadFailed: 'Non è stato possibile verificare il certificato in questo momento.',
  retry: 'Riprova',
};
