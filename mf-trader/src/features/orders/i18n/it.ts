import type { OrdersCatalog } from './en.ts';

export const it: OrdersCatalog = {
  checkout: {
    lead: "Controlla l'ordine e conferma il pagamento.",
    loading: "Caricamento dell'ordine",
    loadFailed: "Non è stato possibile caricare l'ordine.",
    notFound: 'Questo ordine non esiste.',
    backToPricing: 'Torna ai prezzi',
    order: 'Il tuo ordine',
    program: 'Programma',
    accountSize: 'Dimensione del conto',
    listPrice: 'Prezzo del piano',
    discount: 'Codice sconto {{code}}',
    price: 'Prezzo',
    platform: 'Piattaforma',
    createdAt: 'Creato',
    status: {
      pending: 'In attesa di pagamento',
      paid: 'Pagato',
      failed: 'Pagamento non riuscito',
      refunded: 'Rimborsato',
    },
    providerTitle: 'In attesa del pagamento',
    providerText:
      'Paga nella pagina di pagamento sicura. Questa pagina si aggiorna da sola appena il pagamento è confermato.',
    continueToPayment: 'Continua con il pagamento',
    sandboxTitle: 'Pagamento di prova',
    sandboxText:
      'Questo è il fornitore di pagamenti di prova: nessuna carta viene addebitata e nessun denaro si muove. Approva per simulare un pagamento riuscito o rifiuta per simularne uno respinto.',
    approve: 'Approva il pagamento di prova',
    decline: 'Rifiuta il pagamento di prova',
    confirmFailed: 'Non è stato possibile confermare il pagamento. Riprova.',
    notPending: 'Questo ordine non è più in attesa di pagamento.',
    opening: 'Pagamento ricevuto. Apertura del conto in corso…',
    paid: 'Pagamento ricevuto. Il tuo conto è aperto.',
    goToAccount: 'Vai al conto',
    settled: {
      failed: 'Il pagamento è stato rifiutato. Non è stato addebitato nulla.',
      refunded: 'Questo ordine è stato rimborsato.',
    },
  },
};
